class Solution {
public:
    int smallestDistancePair(vector<int>& nums, int k) {
        sort(nums.begin(), nums.end());
        int n = nums.size();
        // Pairs at distance <= d: for each right end, the window of left ends close enough.
        auto pairsWithin = [&](int d) {
            long long count = 0;
            int left = 0;
            for (int right = 0; right < n; right++) {
                while (nums[right] - nums[left] > d) left++;
                count += right - left;
            }
            return count;
        };
        // The smallest d with at least k pairs at distance <= d is the k-th smallest distance.
        int lo = 0, hi = nums[n - 1] - nums[0];
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (pairsWithin(mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
