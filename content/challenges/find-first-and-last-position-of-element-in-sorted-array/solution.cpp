class Solution {
    // First index whose value is >= x (nums.size() if none).
    int firstAtLeast(const vector<int>& nums, long long x) {
        int lo = 0, hi = nums.size();
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

public:
    vector<int> searchRange(vector<int>& nums, int target) {
        int start = firstAtLeast(nums, target);
        if (start == (int)nums.size() || nums[start] != target) return {-1, -1};
        // target + 1 in 64 bits: the bound stays right even at the top of the int range.
        return {start, firstAtLeast(nums, (long long)target + 1) - 1};
    }
};
