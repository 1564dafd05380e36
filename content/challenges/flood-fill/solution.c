/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** floodFill(int** image, int imageSize, int* imageColSize, int sr, int sc, int color, int* returnSize,
                int** returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    *returnSize = rows;
    *returnColumnSizes = malloc(rows * sizeof(int));
    for (int r = 0; r < rows; r++) (*returnColumnSizes)[r] = cols;
    int start = image[sr][sc];
    // Repainting with the same colour would loop forever re-visiting painted pixels.
    if (start == color) return image;
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    // Each pixel is queued at most once (it is repainted as it is queued): rows * cols cells suffice.
    int* queue = malloc((size_t)rows * cols * sizeof(int));
    int head = 0, tail = 0;
    image[sr][sc] = color;
    queue[tail++] = sr * cols + sc;
    while (head < tail) {
        int r = queue[head] / cols, c = queue[head] % cols;
        head++;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && image[nr][nc] == start) {
                image[nr][nc] = color;
                queue[tail++] = nr * cols + nc;
            }
        }
    }
    free(queue);
    return image;
}
