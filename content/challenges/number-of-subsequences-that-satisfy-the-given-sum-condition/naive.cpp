class Solution {
public:
    int numSubseq(vector<int>& nums, int target) {
        // Sort, then try every pair (smallest, largest) of positions: O(n^2) pairs.
        const int MOD = 1'000'000'007;
        sort(nums.begin(), nums.end());
        int n = nums.size();
        vector<int> pow2(n, 1);
        for (int i = 1; i < n; i++) pow2[i] = pow2[i - 1] * 2 % MOD;
        long long count = 0;
        for (int i = 0; i < n && nums[i] + nums[i] <= target; i++) {
            count = (count + 1) % MOD;  // the subsequence holding nums[i] alone
            // Smallest at i, largest at j, anything in between free: 2^(j - i - 1) ways.
            for (int j = i + 1; j < n && nums[i] + nums[j] <= target; j++)
                count = (count + pow2[j - i - 1]) % MOD;
        }
        return count;
    }
};
