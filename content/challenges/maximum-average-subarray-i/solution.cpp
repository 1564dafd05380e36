class Solution {
public:
    double findMaxAverage(vector<int>& nums, int k) {
        // Slide a window of k values: add the value entering, drop the one leaving.
        long long window = 0;
        for (int i = 0; i < k; i++) window += nums[i];
        long long best = window;
        for (int i = k; i < (int)nums.size(); i++) {
            window += nums[i] - nums[i - k];
            best = max(best, window);
        }
        return (double)best / k;
    }
};
