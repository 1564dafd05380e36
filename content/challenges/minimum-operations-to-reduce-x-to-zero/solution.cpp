class Solution {
public:
    int minOperations(vector<int>& nums, int x) {
        // What stays is a contiguous middle block summing to total - x: find the longest one.
        long long total = 0;
        for (int v : nums) total += v;
        long long target = total - x;
        if (target < 0) return -1;
        int n = nums.size();
        int best = target == 0 ? 0 : -1;  // the empty block when x is the whole sum
        long long window = 0;
        int left = 0;
        for (int right = 0; right < n; ++right) {
            window += nums[right];
            while (window > target) window -= nums[left++];
            if (window == target) best = max(best, right - left + 1);
        }
        return best < 0 ? -1 : n - best;
    }
};
