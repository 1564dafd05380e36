static int byStart(const void* a, const void* b) {
    int x = (*(int* const*)a)[0], y = (*(int* const*)b)[0];
    return (x > y) - (x < y);
}

/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** merge(int** intervals, int intervalsSize, int* intervalsColSize, int* returnSize, int** returnColumnSizes) {
    qsort(intervals, intervalsSize, sizeof(int*), byStart);
    int** merged = malloc(intervalsSize * sizeof(int*));
    int count = 0;
    for (int i = 0; i < intervalsSize; i++) {
        // Sorted by start, an interval overlaps only the last merged one (touching counts).
        if (count > 0 && intervals[i][0] <= merged[count - 1][1]) {
            if (intervals[i][1] > merged[count - 1][1]) merged[count - 1][1] = intervals[i][1];
        } else {
            merged[count] = malloc(2 * sizeof(int));
            merged[count][0] = intervals[i][0];
            merged[count][1] = intervals[i][1];
            count++;
        }
    }
    *returnColumnSizes = malloc(intervalsSize * sizeof(int));
    for (int i = 0; i < count; i++) (*returnColumnSizes)[i] = 2;
    *returnSize = count;
    return merged;
}
