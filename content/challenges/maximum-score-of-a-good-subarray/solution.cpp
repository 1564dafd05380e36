class Solution {
public:
    int maximumScore(vector<int>& nums, int k) {
        // Each value is the minimum of one widest subarray, bounded by the nearest smaller value on
        // each side (a stack of increasing values finds both). Keep only the stretches that contain k.
        int n = nums.size();
        vector<int> stack;
        stack.reserve(n + 1);
        int best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i < n ? nums[i] : 0;  // a final 0 pops every index left on the stack
            while (!stack.empty() && nums[stack.back()] >= h) {
                int low = nums[stack.back()];
                stack.pop_back();
                int left = stack.empty() ? 0 : stack.back() + 1;
                if (left <= k && k < i) best = max(best, low * (i - left));  // [left, i - 1] is good
            }
            stack.push_back(i);
        }
        return best;
    }
};
