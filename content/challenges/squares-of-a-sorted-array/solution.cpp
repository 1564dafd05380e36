class Solution {
public:
    vector<int> sortedSquares(vector<int>& nums) {
        int n = nums.size(), lo = 0, hi = n - 1;
        vector<int> result(n);
        // The largest remaining square is at one of the two ends: fill the result from the back.
        for (int pos = n - 1; pos >= 0; pos--) {
            if (abs(nums[lo]) > abs(nums[hi])) {
                result[pos] = nums[lo] * nums[lo];
                lo++;
            } else {
                result[pos] = nums[hi] * nums[hi];
                hi--;
            }
        }
        return result;
    }
};
