class Solution {
public:
    bool checkSubarraySum(vector<int>& nums, int k) {
        // Sum every subarray of length at least 2 by extending each start: O(n^2).
        int n = nums.size();
        for (int i = 0; i < n; ++i) {
            long long total = nums[i];
            for (int j = i + 1; j < n; ++j) {
                total += nums[j];
                if (total % k == 0) return true;
            }
        }
        return false;
    }
};
