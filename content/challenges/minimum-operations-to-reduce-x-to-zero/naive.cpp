class Solution {
public:
    int minOperations(vector<int>& nums, int x) {
        // Take l elements from the left, then keep taking from the right until the sum reaches x:
        // O(n^2) when x is close to the whole sum.
        int n = nums.size();
        int best = -1;
        long long leftSum = 0;
        for (int l = 0; l <= n; ++l) {
            if (l > 0) leftSum += nums[l - 1];
            if (leftSum > x) break;
            long long need = x - leftSum, taken = 0;
            int r = 0;
            while (taken < need && l + r < n) {
                taken += nums[n - 1 - r];
                ++r;
            }
            if (taken == need && (best < 0 || l + r < best)) best = l + r;
        }
        return best;
    }
};
