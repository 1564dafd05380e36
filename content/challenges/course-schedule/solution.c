bool canFinish(int numCourses, int** prerequisites, int prerequisitesSize, int* prerequisitesColSize) {
    // Adjacency in compressed form: the courses unlocked by c are next[start[c] .. start[c + 1]).
    int* indegree = calloc(numCourses, sizeof(int));
    int* start = calloc(numCourses + 1, sizeof(int));
    int* next = malloc((prerequisitesSize + 1) * sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) {
        start[prerequisites[i][1] + 1]++;
        indegree[prerequisites[i][0]]++;
    }
    for (int c = 0; c < numCourses; c++) start[c + 1] += start[c];
    int* fill = malloc((numCourses + 1) * sizeof(int));
    memcpy(fill, start, (numCourses + 1) * sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) next[fill[prerequisites[i][1]]++] = prerequisites[i][0];
    int* queue = malloc(numCourses * sizeof(int));
    int head = 0, tail = 0;
    for (int c = 0; c < numCourses; c++) {
        if (indegree[c] == 0) queue[tail++] = c;
    }
    while (head < tail) {
        int current = queue[head++];
        for (int e = start[current]; e < start[current + 1]; e++) {
            if (--indegree[next[e]] == 0) queue[tail++] = next[e];
        }
    }
    free(indegree);
    free(start);
    free(next);
    free(fill);
    free(queue);
    // Courses on a cycle never reach indegree 0, so they are never taken.
    return tail == numCourses;
}
