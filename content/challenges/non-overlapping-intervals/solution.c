static int byEnd(const void* a, const void* b) {
    int x = (*(int* const*)a)[1], y = (*(int* const*)b)[1];
    return (x > y) - (x < y);
}

int eraseOverlapIntervals(int** intervals, int intervalsSize, int* intervalsColSize) {
    // Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
    qsort(intervals, intervalsSize, sizeof(int*), byEnd);
    int kept = 0;
    long long lastEnd = LLONG_MIN;
    for (int i = 0; i < intervalsSize; i++) {
        if (intervals[i][0] >= lastEnd) {
            kept++;
            lastEnd = intervals[i][1];
        }
    }
    return intervalsSize - kept;
}
