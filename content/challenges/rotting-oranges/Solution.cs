public class Solution {
    public int OrangesRotting(int[][] grid) {
        int rows = grid.Length, cols = grid[0].Length;
        var queue = new Queue<(int, int)>();
        int fresh = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == 2) queue.Enqueue((r, c));
                else if (grid[r][c] == 1) fresh++;
            }
        }
        int[] dr = { 1, -1, 0, 0 }, dc = { 0, 0, 1, -1 };
        int minutes = 0;
        // Multi-source BFS: every rotten orange spreads at the same time, one ring per minute.
        while (queue.Count > 0 && fresh > 0) {
            minutes++;
            for (int i = queue.Count; i > 0; i--) {
                var (r, c) = queue.Dequeue();
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == 1) {
                        grid[nr][nc] = 2;
                        fresh--;
                        queue.Enqueue((nr, nc));
                    }
                }
            }
        }
        return fresh > 0 ? -1 : minutes;
    }
}
