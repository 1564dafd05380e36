int numIslands(char** grid, int gridSize, int* gridColSize) {
    int rows = gridSize, cols = gridColSize[0];
    bool* seen = calloc((size_t)rows * cols, sizeof(bool));
    // An explicit stack of cell indices: a long winding island would overflow a recursive DFS.
    int* stack = malloc((size_t)rows * cols * sizeof(int));
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != '1' || seen[r * cols + c]) continue;
            islands++;
            seen[r * cols + c] = true;
            int top = 0;
            stack[top++] = r * cols + c;
            while (top > 0) {
                int cell = stack[--top];
                int cr = cell / cols, cc = cell % cols;
                for (int d = 0; d < 4; d++) {
                    int nr = cr + dr[d], nc = cc + dc[d];
                    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' && !seen[nr * cols + nc]) {
                        seen[nr * cols + nc] = true;
                        stack[top++] = nr * cols + nc;
                    }
                }
            }
        }
    }
    free(seen);
    free(stack);
    return islands;
}
