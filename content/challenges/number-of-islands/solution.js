/**
 * @param {character[][]} grid
 * @return {number}
 */
var numIslands = function(grid) {
    const rows = grid.length, cols = grid[0].length;
    const seen = new Uint8Array(rows * cols);
    const dr = [1, -1, 0, 0], dc = [0, 0, 1, -1];
    let islands = 0;
    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (grid[r][c] !== "1" || seen[r * cols + c]) continue;
            islands++;
            seen[r * cols + c] = 1;
            // An explicit stack: a long winding island would overflow a recursive DFS.
            const stack = [[r, c]];
            while (stack.length > 0) {
                const [cr, cc] = stack.pop();
                for (let d = 0; d < 4; d++) {
                    const nr = cr + dr[d], nc = cc + dc[d];
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] === "1" && !seen[nr * cols + nc]) {
                        seen[nr * cols + nc] = 1;
                        stack.push([nr, nc]);
                    }
                }
            }
        }
    }
    return islands;
};
