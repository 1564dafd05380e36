class Solution {
public:
    int shortestSubarray(vector<int>& nums, int k) {
        // From every start, extend to the right until the running sum reaches k: O(n^2).
        int n = nums.size();
        int best = n + 1;
        for (int start = 0; start < n; start++) {
            long long total = 0;
            for (int end = start; end < n; end++) {
                total += nums[end];
                if (total >= k) {
                    best = min(best, end - start + 1);
                    break;
                }
            }
        }
        return best <= n ? best : -1;
    }
};
