class Solution {
    public int[][] floodFill(int[][] image, int sr, int sc, int color) {
        int start = image[sr][sc];
        // Repainting with the same colour would loop forever re-visiting painted pixels.
        if (start == color) return image;
        int rows = image.length, cols = image[0].length;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        Deque<int[]> queue = new ArrayDeque<>();
        image[sr][sc] = color;
        queue.offer(new int[] {sr, sc});
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int d = 0; d < 4; d++) {
                int nr = cell[0] + dr[d], nc = cell[1] + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && image[nr][nc] == start) {
                    image[nr][nc] = color;
                    queue.offer(new int[] {nr, nc});
                }
            }
        }
        return image;
    }
}
