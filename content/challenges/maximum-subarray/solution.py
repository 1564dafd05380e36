class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        # Kadane: the best run ending here either extends the previous run or starts afresh.
        best = current = nums[0]
        for num in nums[1:]:
            current = max(num, current + num)
            best = max(best, current)
        return best
