class Solution {
    public int findMaximumXOR(int[] nums) {
        // Binary trie over the 31 bits of each number, highest bit first, in flat arrays:
        // zero[v] and one[v] are node v's children, 0 meaning "none" (node 0 is the root).
        int n = nums.length;
        int[] zero = new int[n * 31 + 1], one = new int[n * 31 + 1];
        int nodes = 1;
        int best = 0;
        for (int i = 0; i < n; i++) {
            int x = nums[i];
            // Query before inserting: the best partner among the numbers already in the trie.
            if (i > 0) {
                int node = 0, value = 0;
                for (int b = 30; b >= 0; b--) {
                    int bit = (x >> b) & 1;
                    int opposite = bit == 1 ? zero[node] : one[node];
                    if (opposite != 0) {  // the opposite bit makes this bit of the XOR 1
                        value |= 1 << b;
                        node = opposite;
                    } else {
                        node = bit == 1 ? one[node] : zero[node];
                    }
                }
                best = Math.max(best, value);
            }
            int node = 0;
            for (int b = 30; b >= 0; b--) {
                int[] child = ((x >> b) & 1) == 1 ? one : zero;
                if (child[node] == 0) child[node] = nodes++;
                node = child[node];
            }
        }
        return best;
    }
}
