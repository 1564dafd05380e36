static int byEnd(const void* a, const void* b) {
    // Compared, not subtracted: ends span the whole int range, so the difference overflows.
    int x = (*(int* const*)a)[1], y = (*(int* const*)b)[1];
    return (x > y) - (x < y);
}

int findMinArrowShots(int** points, int pointsSize, int* pointsColSize) {
    // Shoot at the earliest end; every balloon starting at or before it bursts with it.
    qsort(points, pointsSize, sizeof(int*), byEnd);
    int arrows = 1;
    int at = points[0][1];
    for (int i = 1; i < pointsSize; i++) {
        if (points[i][0] > at) {
            arrows++;
            at = points[i][1];
        }
    }
    return arrows;
}
