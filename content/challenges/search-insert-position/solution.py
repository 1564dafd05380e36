class Solution:
    def searchInsert(self, nums: List[int], target: int) -> int:
        # Find the first index whose value is >= target; that is also where target would go.
        lo, hi = 0, len(nums)  # the answer lies in [lo, hi]; hi = len(nums) means "after the end"
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < target:
                lo = mid + 1
            else:
                hi = mid
        return lo
