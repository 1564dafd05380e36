class Solution {
public:
    int numSubseq(vector<int>& nums, int target) {
        const int MOD = 1'000'000'007;
        sort(nums.begin(), nums.end());
        int n = nums.size();
        vector<int> pow2(n, 1);
        for (int i = 1; i < n; i++) pow2[i] = pow2[i - 1] * 2 % MOD;
        long long count = 0;
        int lo = 0, hi = n - 1;
        while (lo <= hi) {
            if (nums[lo] + nums[hi] <= target) {
                // nums[lo] is the minimum; any of the hi - lo values after it may join.
                count = (count + pow2[hi - lo]) % MOD;
                lo++;
            } else {
                hi--;
            }
        }
        return count;
    }
};
