class Solution {
public:
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        // Scan every window for its maximum: O(n * k).
        vector<int> result;
        for (int start = 0; start + k <= (int)nums.size(); start++) {
            int best = nums[start];
            for (int j = start + 1; j < start + k; j++) best = max(best, nums[j]);
            result.push_back(best);
        }
        return result;
    }
};
