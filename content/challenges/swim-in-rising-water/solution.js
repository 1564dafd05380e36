/**
 * @param {number[][]} grid
 * @return {number}
 */
var swimInWater = function(grid) {
    const n = grid.length;
    const seen = Array.from({ length: n }, () => new Array(n).fill(false));
    // Dijkstra where a path costs its highest cell instead of the sum of its cells.
    const heap = new MinPriorityQueue((entry) => entry[0]);
    heap.enqueue([grid[0][0], 0, 0]);
    seen[0][0] = true;
    while (!heap.isEmpty()) {
        const [level, r, c] = heap.dequeue();
        if (r === n - 1 && c === n - 1) return level;
        for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
            if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[nr][nc]) {
                seen[nr][nc] = true;
                heap.enqueue([Math.max(level, grid[nr][nc]), nr, nc]);
            }
        }
    }
    return -1;
};
