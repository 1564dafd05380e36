class Solution:
    def findPeakElement(self, nums: List[int]) -> int:
        lo, hi = 0, len(nums) - 1
        # A peak always lies in nums[lo..hi]: the slope at each end of the window points inwards.
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < nums[mid + 1]:
                lo = mid + 1  # uphill to the right: a peak lies right of mid
            else:
                hi = mid  # downhill to the right: mid or a peak left of it
        return lo
