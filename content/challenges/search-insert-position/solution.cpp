class Solution {
public:
    int searchInsert(vector<int>& nums, int target) {
        // Find the first index whose value is >= target; that is also where target would go.
        int lo = 0, hi = (int)nums.size();  // the answer lies in [lo, hi]; hi = size means "after the end"
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
};
