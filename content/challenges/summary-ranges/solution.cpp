class Solution {
public:
    vector<string> summaryRanges(vector<int>& nums) {
        vector<string> result;
        int n = nums.size();
        for (int i = 0; i < n; i++) {
            int start = i;
            // Extend the run while the next value is exactly one more (in 64 bits: nums[i] + 1 overflows at INT_MAX).
            while (i + 1 < n && (long long)nums[i + 1] == (long long)nums[i] + 1) i++;
            if (start == i) result.push_back(to_string(nums[i]));
            else result.push_back(to_string(nums[start]) + "->" + to_string(nums[i]));
        }
        return result;
    }
};
