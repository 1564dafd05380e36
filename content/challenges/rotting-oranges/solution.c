int orangesRotting(int** grid, int gridSize, int* gridColSize) {
    int rows = gridSize, cols = gridColSize[0];
    // A queue of cell indices; each cell enters it at most once.
    int* queue = malloc(rows * cols * sizeof(int));
    int head = 0, tail = 0, fresh = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] == 2) queue[tail++] = r * cols + c;
            else if (grid[r][c] == 1) fresh++;
        }
    }
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    int minutes = 0;
    // Multi-source BFS: every rotten orange spreads at the same time, one ring per minute.
    while (head < tail && fresh > 0) {
        minutes++;
        for (int end = tail; head < end; head++) {
            int r = queue[head] / cols, c = queue[head] % cols;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == 1) {
                    grid[nr][nc] = 2;
                    fresh--;
                    queue[tail++] = nr * cols + nc;
                }
            }
        }
    }
    free(queue);
    return fresh > 0 ? -1 : minutes;
}
