static int find(int* parent, int x) {
    // Path halving keeps the trees shallow without recursion.
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

bool validPath(int n, int** edges, int edgesSize, int* edgesColSize, int source, int destination) {
    int* parent = malloc(n * sizeof(int));
    for (int v = 0; v < n; v++) parent[v] = v;
    for (int i = 0; i < edgesSize; i++) parent[find(parent, edges[i][0])] = find(parent, edges[i][1]);
    bool connected = find(parent, source) == find(parent, destination);
    free(parent);
    return connected;
}
