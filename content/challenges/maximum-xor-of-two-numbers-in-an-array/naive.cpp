class Solution {
public:
    int findMaximumXOR(vector<int>& nums) {
        // Every pair: O(n^2), the first try most learners write.
        int best = 0;
        int n = nums.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) best = max(best, nums[i] ^ nums[j]);
        return best;
    }
};
