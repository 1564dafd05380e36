class Solution:
    def minOperations(self, nums: List[int], x: int) -> int:
        # What stays is a contiguous middle block summing to total - x: find the longest one.
        target = sum(nums) - x
        if target < 0:
            return -1
        n = len(nums)
        best = -1  # length of the longest block with sum == target
        window = 0
        left = 0
        for right in range(n):
            window += nums[right]
            while window > target:
                window -= nums[left]
                left += 1
            if window == target and right - left + 1 > best:
                best = right - left + 1
        if target == 0:
            best = max(best, 0)
        return -1 if best < 0 else n - best
