class Solution:
    def maxSumMinProduct(self, nums: List[int]) -> int:
        # Every subarray: extend the end from each start, keeping its minimum and its sum. O(n^2).
        n = len(nums)
        best = 0
        for i in range(n):
            low = nums[i]
            total = 0
            for j in range(i, n):
                if nums[j] < low:
                    low = nums[j]
                total += nums[j]
                if low * total > best:
                    best = low * total
        return best % 1_000_000_007
