class Solution {
    public int numIslands(char[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        boolean[][] seen = new boolean[rows][cols];
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        int islands = 0;
        // An explicit stack of cell indices: a long winding island would overflow a recursive DFS.
        int[] stack = new int[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1' || seen[r][c]) continue;
                islands++;
                seen[r][c] = true;
                int top = 0;
                stack[top++] = r * cols + c;
                while (top > 0) {
                    int cell = stack[--top];
                    int cr = cell / cols, cc = cell % cols;
                    for (int d = 0; d < 4; d++) {
                        int nr = cr + dr[d], nc = cc + dc[d];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' && !seen[nr][nc]) {
                            seen[nr][nc] = true;
                            stack[top++] = nr * cols + nc;
                        }
                    }
                }
            }
        }
        return islands;
    }
}
