/**
 * @param {number[][]} grid
 * @return {number}
 */
var orangesRotting = function(grid) {
    const rows = grid.length, cols = grid[0].length;
    let ring = [];
    let fresh = 0;
    for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
            if (grid[r][c] === 2) ring.push([r, c]);
            else if (grid[r][c] === 1) fresh++;
        }
    }
    const dr = [1, -1, 0, 0], dc = [0, 0, 1, -1];
    let minutes = 0;
    // Multi-source BFS: every rotten orange spreads at the same time, one ring per minute.
    while (ring.length > 0 && fresh > 0) {
        minutes++;
        const next = [];
        for (const [r, c] of ring) {
            for (let d = 0; d < 4; d++) {
                const nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] === 1) {
                    grid[nr][nc] = 2;
                    fresh--;
                    next.push([nr, nc]);
                }
            }
        }
        ring = next;
    }
    return fresh > 0 ? -1 : minutes;
};
