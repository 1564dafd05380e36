class Solution:
    def findMin(self, nums: List[int]) -> int:
        lo, hi = 0, len(nums) - 1
        # Invariant: the minimum lies in nums[lo..hi].
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] > nums[hi]:
                # The drop is to the right of mid, so the minimum is too.
                lo = mid + 1
            else:
                # nums[mid..hi] increases: mid itself may be the minimum.
                hi = mid
        return nums[lo]
