typedef struct {
    int time, node;
} Entry;

static void push(Entry* heap, int* size, Entry e) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2].time > e.time) {
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
        if (child + 1 < *size && heap[child + 1].time < heap[child].time) child++;
        if (heap[child].time >= last.time) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int networkDelayTime(int** times, int timesSize, int* timesColSize, int n, int k) {
    // Adjacency in compressed form: the links leaving u are order[start[u] .. start[u + 1]).
    int* start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < timesSize; i++) start[times[i][0] + 1]++;
    for (int u = 0; u <= n; u++) start[u + 1] += start[u];
    int* fill = malloc((n + 2) * sizeof(int));
    memcpy(fill, start, (n + 2) * sizeof(int));
    int* order = malloc((timesSize + 1) * sizeof(int));
    for (int i = 0; i < timesSize; i++) order[fill[times[i][0]]++] = i;
    // Dijkstra with lazy deletion: the first time a node leaves the heap, its time is final.
    // Each link pushes at most once, so timesSize + 1 entries suffice.
    int* dist = malloc((n + 1) * sizeof(int));
    for (int v = 0; v <= n; v++) dist[v] = -1;
    Entry* heap = malloc((timesSize + 1) * sizeof(Entry));
    int size = 0;
    push(heap, &size, (Entry){0, k});
    while (size > 0) {
        Entry e = pop(heap, &size);
        if (dist[e.node] != -1) continue;
        dist[e.node] = e.time;
        for (int j = start[e.node]; j < start[e.node + 1]; j++) {
            int* link = times[order[j]];
            if (dist[link[1]] == -1) push(heap, &size, (Entry){e.time + link[2], link[1]});
        }
    }
    int longest = 0;
    for (int v = 1; v <= n; v++) {
        if (dist[v] == -1) {
            longest = -1;
            break;
        }
        if (dist[v] > longest) longest = dist[v];
    }
    free(start);
    free(fill);
    free(order);
    free(dist);
    free(heap);
    return longest;
}
