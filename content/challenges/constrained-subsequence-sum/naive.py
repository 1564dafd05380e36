class Solution:
    def constrainedSubsetSum(self, nums: List[int], k: int) -> int:
        # For every index, scan the previous k sums for the largest: O(n * k).
        n = len(nums)
        best = [0] * n
        for i in range(n):
            top = 0
            for j in range(max(0, i - k), i):
                if best[j] > top:
                    top = best[j]
            best[i] = nums[i] + top
        return max(best)
