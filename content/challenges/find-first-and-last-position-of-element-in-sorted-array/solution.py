class Solution:
    def searchRange(self, nums: List[int], target: int) -> List[int]:
        # first index whose value is >= x (len(nums) if none)
        def first_at_least(x):
            lo, hi = 0, len(nums)
            while lo < hi:
                mid = (lo + hi) // 2
                if nums[mid] < x:
                    lo = mid + 1
                else:
                    hi = mid
            return lo

        start = first_at_least(target)
        if start == len(nums) or nums[start] != target:
            return [-1, -1]
        return [start, first_at_least(target + 1) - 1]
