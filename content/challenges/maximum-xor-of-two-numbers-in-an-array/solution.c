int findMaximumXOR(int* nums, int numsSize) {
    // Binary trie over the 31 bits of each number, highest bit first, in a flat array:
    // child[v][bit] is node v's child on that bit, 0 meaning "none" (node 0 is the root).
    int (*child)[2] = calloc((size_t)numsSize * 31 + 1, sizeof(*child));
    int nodes = 1;
    int best = 0;
    for (int i = 0; i < numsSize; i++) {
        int x = nums[i];
        // Query before inserting: the best partner among the numbers already in the trie.
        if (i > 0) {
            int node = 0, value = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (child[node][bit ^ 1]) {  // the opposite bit makes this bit of the XOR 1
                    value |= 1 << b;
                    node = child[node][bit ^ 1];
                } else {
                    node = child[node][bit];
                }
            }
            if (value > best) best = value;
        }
        int node = 0;
        for (int b = 30; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (!child[node][bit]) child[node][bit] = nodes++;
            node = child[node][bit];
        }
    }
    free(child);
    return best;
}
