class Solution {
public:
    int splitArray(vector<int>& nums, int k) {
        // Binary search the largest allowed part sum; greedily fill parts to test a limit.
        long long lo = *max_element(nums.begin(), nums.end()), hi = 0;
        for (int x : nums) hi += x;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            int parts = 1;
            long long current = 0;
            for (int x : nums) {
                if (current + x > mid) {
                    parts++;
                    current = 0;
                }
                current += x;
            }
            if (parts <= k) hi = mid;
            else lo = mid + 1;
        }
        return (int)lo;
    }
};
