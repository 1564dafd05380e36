class Solution {
public:
    bool find132pattern(vector<int>& nums) {
        // For every middle position j, pair the smallest value before it with every value after
        // it: O(n^2) when no pattern exists.
        int n = nums.size();
        int low = nums[0];
        for (int j = 1; j < n; ++j) {
            if (low < nums[j]) {
                for (int k = j + 1; k < n; ++k) {
                    if (low < nums[k] && nums[k] < nums[j]) return true;
                }
            }
            low = min(low, nums[j]);
        }
        return false;
    }
};
