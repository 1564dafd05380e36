int maximumValue(int* weights, int weightsSize, int* values, int valuesSize, int capacity) {
    // best[c] = highest value that fits in capacity c using the items seen so far.
    int* best = calloc(capacity + 1, sizeof(int));
    for (int i = 0; i < weightsSize; i++) {
        // Walk capacities downwards so each item is packed at most once.
        for (int c = capacity; c >= weights[i]; c--) {
            int take = best[c - weights[i]] + values[i];
            if (take > best[c]) best[c] = take;
        }
    }
    int result = best[capacity];
    free(best);
    return result;
}
