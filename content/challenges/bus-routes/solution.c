int numBusesToDestination(int** routes, int routesSize, int* routesColSize, int source, int target) {
    if (source == target) return 0;
    // Stops are below 10^6, so arrays indexed by stop replace hash maps. The buses serving a
    // stop form a linked list: head[stop] -> entry -> nextEntry[entry] -> ..., busOf[entry].
    enum { STOPS = 1000000 };
    int total = 0;
    for (int b = 0; b < routesSize; b++) total += routesColSize[b];
    int* head = malloc(STOPS * sizeof(int));
    for (int s = 0; s < STOPS; s++) head[s] = -1;
    int* nextEntry = malloc(total * sizeof(int));
    int* busOf = malloc(total * sizeof(int));
    int entries = 0;
    for (int b = 0; b < routesSize; b++) {
        for (int k = 0; k < routesColSize[b]; k++) {
            int stop = routes[b][k];
            busOf[entries] = b;
            nextEntry[entries] = head[stop];
            head[stop] = entries++;
        }
    }
    // BFS over buses: each level is one more bus boarded. The queue holds stops level by level.
    bool* used = calloc(routesSize, sizeof(bool));
    bool* visited = calloc(STOPS, sizeof(bool));
    int* queue = malloc((total + 1) * sizeof(int));
    int qHead = 0, qTail = 0;
    queue[qTail++] = source;
    visited[source] = true;
    int rides = 0, answer = -1;
    while (qHead < qTail && answer == -1) {
        rides++;
        int levelEnd = qTail;
        for (; qHead < levelEnd && answer == -1; qHead++) {
            for (int e = head[queue[qHead]]; e != -1 && answer == -1; e = nextEntry[e]) {
                int b = busOf[e];
                if (used[b]) continue;
                used[b] = true;
                for (int k = 0; k < routesColSize[b]; k++) {
                    int stop = routes[b][k];
                    if (stop == target) {
                        answer = rides;
                        break;
                    }
                    if (!visited[stop]) {
                        visited[stop] = true;
                        queue[qTail++] = stop;
                    }
                }
            }
        }
    }
    free(head);
    free(nextEntry);
    free(busOf);
    free(used);
    free(visited);
    free(queue);
    return answer;
}
