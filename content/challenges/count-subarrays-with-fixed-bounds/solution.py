class Solution:
    def countSubarrays(self, nums: List[int], minK: int, maxK: int) -> int:
        # For each right end, the valid left ends lie after the last out-of-range value and at or
        # before the earlier of the latest minK and the latest maxK.
        last_bad = last_min = last_max = -1
        total = 0
        for i, x in enumerate(nums):
            if x < minK or x > maxK:
                last_bad = i
            if x == minK:
                last_min = i
            if x == maxK:
                last_max = i
            reach = min(last_min, last_max) - last_bad
            if reach > 0:
                total += reach
        return total
