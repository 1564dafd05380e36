class Solution {
public:
    int maxResult(vector<int>& nums, int k) {
        // For every index, scan the previous k scores for the largest: O(n * k).
        int n = nums.size();
        vector<int> best(n);
        best[0] = nums[0];
        for (int i = 1; i < n; i++) {
            int top = INT_MIN;
            for (int j = max(0, i - k); j < i; j++) top = max(top, best[j]);
            best[i] = top + nums[i];
        }
        return best[n - 1];
    }
};
