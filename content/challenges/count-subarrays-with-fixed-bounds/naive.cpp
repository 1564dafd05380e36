class Solution {
public:
    long long countSubarrays(vector<int>& nums, int minK, int maxK) {
        // Extend every start to the right, tracking the minimum and maximum: O(n^2).
        int n = nums.size();
        long long total = 0;
        for (int start = 0; start < n; start++) {
            int low = nums[start], high = nums[start];
            for (int end = start; end < n; end++) {
                int x = nums[end];
                if (x < minK || x > maxK) break;
                low = min(low, x);
                high = max(high, x);
                if (low == minK && high == maxK) total++;
            }
        }
        return total;
    }
};
