class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        # Every slice: fix its start, extend the end one step at a time with a running sum. O(n^2).
        best = nums[0]
        n = len(nums)
        for i in range(n):
            total = 0
            for j in range(i, n):
                total += nums[j]
                if total > best:
                    best = total
        return best
