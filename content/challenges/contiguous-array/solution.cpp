class Solution {
public:
    int findMaxLength(vector<int>& nums) {
        // Running total (+1 for a one, -1 for a zero) lies in [-n, n]; remember its first index.
        int n = nums.size();
        vector<int> first(2 * n + 1, -2);
        first[n] = -1;  // total 0 before any element
        int total = 0, best = 0;
        for (int i = 0; i < n; ++i) {
            total += nums[i] == 1 ? 1 : -1;
            int& f = first[total + n];
            if (f == -2) f = i;
            else best = max(best, i - f);
        }
        return best;
    }
};
