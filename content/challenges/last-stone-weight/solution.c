static void siftDown(int* heap, int size, int i) {
    for (;;) {
        int largest = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < size && heap[l] > heap[largest]) largest = l;
        if (r < size && heap[r] > heap[largest]) largest = r;
        if (largest == i) return;
        int tmp = heap[i];
        heap[i] = heap[largest];
        heap[largest] = tmp;
        i = largest;
    }
}

static int popMax(int* heap, int* size) {
    int top = heap[0];
    heap[0] = heap[--*size];
    siftDown(heap, *size, 0);
    return top;
}

static void push(int* heap, int* size, int value) {
    int i = (*size)++;
    heap[i] = value;
    while (i > 0 && heap[(i - 1) / 2] < heap[i]) {
        int p = (i - 1) / 2, tmp = heap[i];
        heap[i] = heap[p];
        heap[p] = tmp;
        i = p;
    }
}

int lastStoneWeight(int* stones, int stonesSize) {
    // Max-heap: always smash the two heaviest stones, put back what is left.
    int* heap = malloc(stonesSize * sizeof(int));
    int size = stonesSize;
    memcpy(heap, stones, stonesSize * sizeof(int));
    for (int i = size / 2 - 1; i >= 0; i--) siftDown(heap, size, i);
    while (size > 1) {
        int y = popMax(heap, &size);
        int x = popMax(heap, &size);
        if (y > x) push(heap, &size, y - x);
    }
    int result = size == 0 ? 0 : heap[0];
    free(heap);
    return result;
}
