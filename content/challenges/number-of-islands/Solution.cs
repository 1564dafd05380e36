public class Solution {
    public int NumIslands(char[][] grid) {
        int rows = grid.Length, cols = grid[0].Length;
        var seen = new bool[rows, cols];
        int[] dr = { 1, -1, 0, 0 }, dc = { 0, 0, 1, -1 };
        int islands = 0;
        // An explicit stack: a long winding island would overflow a recursive DFS.
        var stack = new Stack<(int, int)>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1' || seen[r, c]) continue;
                islands++;
                seen[r, c] = true;
                stack.Push((r, c));
                while (stack.Count > 0) {
                    var (cr, cc) = stack.Pop();
                    for (int d = 0; d < 4; d++) {
                        int nr = cr + dr[d], nc = cc + dc[d];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' && !seen[nr, nc]) {
                            seen[nr, nc] = true;
                            stack.Push((nr, nc));
                        }
                    }
                }
            }
        }
        return islands;
    }
}
