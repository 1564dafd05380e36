class Solution {
public:
    vector<int> countSmaller(vector<int>& nums) {
        // Fenwick tree over the values seen so far, filled from the right end.
        const int offset = 10001, size = 20002;  // maps -10^4..10^4 to 1..20001
        vector<int> tree(size + 1, 0);
        vector<int> result(nums.size());
        for (int i = (int)nums.size() - 1; i >= 0; i--) {
            int v = nums[i] + offset;
            int total = 0;
            for (int j = v - 1; j > 0; j &= j - 1) total += tree[j];  // values strictly below
            result[i] = total;
            for (int j = v; j <= size; j += j & -j) tree[j]++;
        }
        return result;
    }
};
