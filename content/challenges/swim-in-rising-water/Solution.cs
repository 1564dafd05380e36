public class Solution {
    public int SwimInWater(int[][] grid) {
        int n = grid.Length;
        int[] dr = { 1, -1, 0, 0 }, dc = { 0, 0, 1, -1 };
        bool[,] seen = new bool[n, n];
        // Dijkstra where a path costs its highest cell instead of the sum of its cells.
        // The heap holds cells as r * n + c, prioritised by the highest level on the way there.
        var heap = new PriorityQueue<int, int>();
        heap.Enqueue(0, grid[0][0]);
        seen[0, 0] = true;
        while (heap.TryDequeue(out int cell, out int level)) {
            int r = cell / n, c = cell % n;
            if (r == n - 1 && c == n - 1) return level;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[nr, nc]) {
                    seen[nr, nc] = true;
                    heap.Enqueue(nr * n + nc, Math.Max(level, grid[nr][nc]));
                }
            }
        }
        return -1;
    }
}
