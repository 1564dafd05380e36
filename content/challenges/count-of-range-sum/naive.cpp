class Solution {
public:
    int countRangeSum(vector<int>& nums, int lower, int upper) {
        // Sum every subarray by extending each start one element at a time: O(n^2).
        int n = nums.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            long long total = 0;  // sums reach 10^5 * 2^31: beyond 32 bits
            for (int j = i; j < n; ++j) {
                total += nums[j];
                if (lower <= total && total <= upper) ++count;
            }
        }
        return (int)count;
    }
};
