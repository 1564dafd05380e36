class Solution {
public:
    int findPeakElement(vector<int>& nums) {
        int lo = 0, hi = (int)nums.size() - 1;
        // A peak always lies in nums[lo..hi]; this variant looks at the left neighbour of an upper middle.
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (nums[mid - 1] < nums[mid]) {
                lo = mid;  // uphill from the left: mid or a peak right of it
            } else {
                hi = mid - 1;  // downhill from the left: a peak lies left of mid
            }
        }
        return lo;
    }
};
