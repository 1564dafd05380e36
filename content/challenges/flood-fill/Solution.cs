public class Solution {
    public int[][] FloodFill(int[][] image, int sr, int sc, int color) {
        int start = image[sr][sc];
        // Repainting with the same colour would loop forever re-visiting painted pixels.
        if (start == color) return image;
        int rows = image.Length, cols = image[0].Length;
        int[] dr = { 1, -1, 0, 0 }, dc = { 0, 0, 1, -1 };
        var queue = new Queue<(int, int)>();
        image[sr][sc] = color;
        queue.Enqueue((sr, sc));
        while (queue.Count > 0) {
            var (r, c) = queue.Dequeue();
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && image[nr][nc] == start) {
                    image[nr][nc] = color;
                    queue.Enqueue((nr, nc));
                }
            }
        }
        return image;
    }
}
