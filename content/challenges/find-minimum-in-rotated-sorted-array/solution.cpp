class Solution {
public:
    int findMin(vector<int>& nums) {
        int lo = 0, hi = (int)nums.size() - 1;
        // Invariant: the minimum lies in nums[lo..hi].
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[hi]) lo = mid + 1;  // the drop, and the minimum, are right of mid
            else hi = mid;                           // nums[mid..hi] increases: mid may be the minimum
        }
        return nums[lo];
    }
};
