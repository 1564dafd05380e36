/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** insert(int** intervals, int intervalsSize, int* intervalsColSize, int* newInterval, int newIntervalSize,
             int* returnSize, int** returnColumnSizes) {
    // One pass: copy what ends before the new interval, absorb what overlaps it, copy the rest.
    int** out = malloc((intervalsSize + 1) * sizeof(int*));
    int count = 0, i = 0;
    int start = newInterval[0], end = newInterval[1];
    while (i < intervalsSize && intervals[i][1] < start) {
        out[count] = malloc(2 * sizeof(int));
        out[count][0] = intervals[i][0];
        out[count++][1] = intervals[i++][1];
    }
    while (i < intervalsSize && intervals[i][0] <= end) {
        if (intervals[i][0] < start) start = intervals[i][0];
        if (intervals[i][1] > end) end = intervals[i][1];
        i++;
    }
    out[count] = malloc(2 * sizeof(int));
    out[count][0] = start;
    out[count++][1] = end;
    while (i < intervalsSize) {
        out[count] = malloc(2 * sizeof(int));
        out[count][0] = intervals[i][0];
        out[count++][1] = intervals[i++][1];
    }
    *returnColumnSizes = malloc(count * sizeof(int));
    for (int r = 0; r < count; r++) (*returnColumnSizes)[r] = 2;
    *returnSize = count;
    return out;
}
