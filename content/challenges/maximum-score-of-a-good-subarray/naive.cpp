class Solution {
public:
    int maximumScore(vector<int>& nums, int k) {
        // Every good subarray: move the start left from k, keeping the minimum of nums[i..k], and
        // for each start extend the end right from k. O((k + 1) * (n - k)), O(n^2) with k in the middle.
        int n = nums.size();
        int best = 0;
        int leftLow = nums[k];
        for (int i = k; i >= 0; i--) {
            leftLow = min(leftLow, nums[i]);
            int low = leftLow;
            for (int j = k; j < n; j++) {
                low = min(low, nums[j]);
                best = max(best, low * (j - i + 1));
            }
        }
        return best;
    }
};
