class Solution:
    def maxResult(self, nums: List[int], k: int) -> int:
        # For every index, scan the previous k scores for the largest: O(n * k).
        n = len(nums)
        best = [0] * n
        best[0] = nums[0]
        for i in range(1, n):
            top = best[i - 1]
            for j in range(max(0, i - k), i - 1):
                if best[j] > top:
                    top = best[j]
            best[i] = top + nums[i]
        return best[-1]
