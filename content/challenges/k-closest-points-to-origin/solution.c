// A max-heap of point indices ordered by squared distance dist[index].
static void siftDown(int* heap, int size, const int* dist, int i) {
    for (;;) {
        int largest = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < size && dist[heap[l]] > dist[heap[largest]]) largest = l;
        if (r < size && dist[heap[r]] > dist[heap[largest]]) largest = r;
        if (largest == i) return;
        int tmp = heap[i];
        heap[i] = heap[largest];
        heap[largest] = tmp;
        i = largest;
    }
}

static void siftUp(int* heap, const int* dist, int i) {
    while (i > 0 && dist[heap[(i - 1) / 2]] < dist[heap[i]]) {
        int p = (i - 1) / 2, tmp = heap[i];
        heap[i] = heap[p];
        heap[p] = tmp;
        i = p;
    }
}

/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** kClosest(int** points, int pointsSize, int* pointsColSize, int k, int* returnSize, int** returnColumnSizes) {
    int* dist = malloc(pointsSize * sizeof(int));
    for (int i = 0; i < pointsSize; i++) dist[i] = points[i][0] * points[i][0] + points[i][1] * points[i][1];
    // The heap holds the k closest points seen so far; its top is the farthest of them.
    int* heap = malloc(k * sizeof(int));
    int size = 0;
    for (int i = 0; i < pointsSize; i++) {
        if (size < k) {
            heap[size] = i;
            siftUp(heap, dist, size++);
        } else if (dist[i] < dist[heap[0]]) {
            heap[0] = i;
            siftDown(heap, size, dist, 0);
        }
    }
    int** result = malloc(size * sizeof(int*));
    *returnColumnSizes = malloc(size * sizeof(int));
    for (int j = 0; j < size; j++) {
        result[j] = malloc(2 * sizeof(int));
        result[j][0] = points[heap[j]][0];
        result[j][1] = points[heap[j]][1];
        (*returnColumnSizes)[j] = 2;
    }
    *returnSize = size;
    free(dist);
    free(heap);
    return result;
}
