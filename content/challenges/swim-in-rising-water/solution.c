typedef struct {
    int level, cell;
} Entry;

static void push(Entry* heap, int* size, Entry e) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2].level > e.level) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static Entry pop(Entry* heap, int* size) {
    Entry top = heap[0], last = heap[--(*size)];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= *size) break;
        if (child + 1 < *size && heap[child + 1].level < heap[child].level) child++;
        if (heap[child].level >= last.level) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int swimInWater(int** grid, int gridSize, int* gridColSize) {
    int n = gridSize;
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    bool* seen = calloc(n * n, sizeof(bool));
    // Each cell is pushed once (it is marked as it is pushed), so n * n entries suffice.
    Entry* heap = malloc(n * n * sizeof(Entry));
    int size = 0, answer = -1;
    // Dijkstra where a path costs its highest cell instead of the sum of its cells.
    push(heap, &size, (Entry){grid[0][0], 0});
    seen[0] = true;
    while (size > 0) {
        Entry e = pop(heap, &size);
        int r = e.cell / n, c = e.cell % n;
        if (r == n - 1 && c == n - 1) {
            answer = e.level;
            break;
        }
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[nr * n + nc]) {
                seen[nr * n + nc] = true;
                int level = grid[nr][nc] > e.level ? grid[nr][nc] : e.level;
                push(heap, &size, (Entry){level, nr * n + nc});
            }
        }
    }
    free(seen);
    free(heap);
    return answer;
}
