class Solution {
public:
    int maxSumMinProduct(vector<int>& nums) {
        // Each value is the minimum of one widest subarray, bounded by the nearest smaller value on
        // each side. A stack of indices with increasing values finds both; prefix sums give the sum.
        int n = nums.size();
        vector<long long> prefix(n + 1, 0);
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + nums[i];
        vector<int> stack;
        stack.reserve(n + 1);
        long long best = 0;  // the statement promises the largest min-product fits in 64 bits
        for (int i = 0; i <= n; i++) {
            int h = i < n ? nums[i] : 0;  // a final 0 pops every index left on the stack
            while (!stack.empty() && nums[stack.back()] >= h) {
                long long low = nums[stack.back()];
                stack.pop_back();
                int left = stack.empty() ? 0 : stack.back() + 1;
                best = max(best, low * (prefix[i] - prefix[left]));
            }
            stack.push_back(i);
        }
        return (int)(best % 1000000007LL);  // maximise first, then reduce
    }
};
