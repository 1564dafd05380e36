static void siftDown(int* heap, int size, int i) {
    for (;;) {
        int smallest = i, l = 2 * i + 1, r = 2 * i + 2;
        if (l < size && heap[l] < heap[smallest]) smallest = l;
        if (r < size && heap[r] < heap[smallest]) smallest = r;
        if (smallest == i) return;
        int tmp = heap[i];
        heap[i] = heap[smallest];
        heap[smallest] = tmp;
        i = smallest;
    }
}

static void siftUp(int* heap, int i) {
    while (i > 0 && heap[(i - 1) / 2] > heap[i]) {
        int p = (i - 1) / 2, tmp = heap[i];
        heap[i] = heap[p];
        heap[p] = tmp;
        i = p;
    }
}

int findKthLargest(int* nums, int numsSize, int k) {
    // Min-heap of the k largest values seen so far: its top is the k-th largest of them.
    int* heap = malloc(k * sizeof(int));
    int size = 0;
    for (int i = 0; i < numsSize; i++) {
        if (size < k) {
            heap[size] = nums[i];
            siftUp(heap, size++);
        } else if (nums[i] > heap[0]) {
            heap[0] = nums[i];
            siftDown(heap, size, 0);
        }
    }
    int result = heap[0];
    free(heap);
    return result;
}
