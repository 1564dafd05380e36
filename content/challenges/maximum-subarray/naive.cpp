class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        // Every slice: fix its start, extend the end one step at a time with a running sum. O(n^2).
        int n = nums.size();
        int best = nums[0];
        for (int i = 0; i < n; ++i) {
            int total = 0;
            for (int j = i; j < n; ++j) {
                total += nums[j];
                best = max(best, total);
            }
        }
        return best;
    }
};
