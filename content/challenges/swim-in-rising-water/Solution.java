class Solution {
    public int swimInWater(int[][] grid) {
        int n = grid.length;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        boolean[][] seen = new boolean[n][n];
        // Dijkstra where a path costs its highest cell instead of the sum of its cells.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.offer(new int[] {grid[0][0], 0, 0});
        seen[0][0] = true;
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int level = top[0], r = top[1], c = top[2];
            if (r == n - 1 && c == n - 1) return level;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[nr][nc]) {
                    seen[nr][nc] = true;
                    heap.offer(new int[] {Math.max(level, grid[nr][nc]), nr, nc});
                }
            }
        }
        return -1;
    }
}
