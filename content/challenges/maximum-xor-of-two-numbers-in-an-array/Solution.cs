public class Solution {
    public int FindMaximumXOR(int[] nums) {
        // Binary trie over the 31 bits of each number, highest bit first, in a flat array:
        // child[2 * v + bit] is node v's child on that bit, 0 meaning "none" (node 0 is the root).
        int n = nums.Length;
        int[] child = new int[2 * (n * 31 + 1)];
        int nodes = 1;
        int best = 0;
        for (int i = 0; i < n; i++) {
            int x = nums[i];
            // Query before inserting: the best partner among the numbers already in the trie.
            if (i > 0) {
                int node = 0, value = 0;
                for (int b = 30; b >= 0; b--) {
                    int bit = (x >> b) & 1;
                    if (child[2 * node + (bit ^ 1)] != 0) {  // the opposite bit makes this bit of the XOR 1
                        value |= 1 << b;
                        node = child[2 * node + (bit ^ 1)];
                    } else {
                        node = child[2 * node + bit];
                    }
                }
                best = Math.Max(best, value);
            }
            int cur = 0;
            for (int b = 30; b >= 0; b--) {
                int slot = 2 * cur + ((x >> b) & 1);
                if (child[slot] == 0) child[slot] = nodes++;
                cur = child[slot];
            }
        }
        return best;
    }
}
