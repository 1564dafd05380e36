class Solution {
public:
    int maxSumMinProduct(vector<int>& nums) {
        // Every subarray: extend the end from each start, keeping its minimum and its sum. O(n^2).
        int n = nums.size();
        long long best = 0;
        for (int i = 0; i < n; i++) {
            long long low = nums[i], total = 0;
            for (int j = i; j < n; j++) {
                low = min(low, (long long)nums[j]);
                total += nums[j];
                best = max(best, low * total);
            }
        }
        return (int)(best % 1000000007LL);
    }
};
