int islandPerimeter(int** grid, int gridSize, int* gridColSize) {
    int rows = gridSize, cols = gridColSize[0];
    int perimeter = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != 1) continue;
            perimeter += 4;
            // Each shared edge with a land neighbour hides one side of both cells.
            if (r > 0 && grid[r - 1][c] == 1) perimeter -= 2;
            if (c > 0 && grid[r][c - 1] == 1) perimeter -= 2;
        }
    }
    return perimeter;
}
