class Solution {
public:
    int findMaximumXOR(vector<int>& nums) {
        // Binary trie over the 31 bits of each number, highest bit first, in flat arrays.
        int n = nums.size();
        vector<array<int, 2>> child;
        child.reserve((size_t)n * 31 + 1);
        child.push_back({0, 0});  // node 0 is the root; 0 also means "no child"
        int best = 0;
        for (int i = 0; i < n; i++) {
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
                best = max(best, value);
            }
            int node = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (!child[node][bit]) {
                    child[node][bit] = child.size();
                    child.push_back({0, 0});
                }
                node = child[node][bit];
            }
        }
        return best;
    }
};
