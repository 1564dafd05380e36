class Solution {
public:
    int constrainedSubsetSum(vector<int>& nums, int k) {
        // For every index, scan the previous k sums for the largest: O(n * k).
        int n = nums.size();
        vector<int> best(n);
        int answer = INT_MIN;
        for (int i = 0; i < n; i++) {
            int top = 0;
            for (int j = max(0, i - k); j < i; j++) top = max(top, best[j]);
            best[i] = nums[i] + top;
            answer = max(answer, best[i]);
        }
        return answer;
    }
};
