class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        values = set(nums)
        best = 0
        for x in values:
            # Only count upward from the first value of a run, so each value is visited once.
            if x - 1 not in values:
                y = x
                while y + 1 in values:
                    y += 1
                best = max(best, y - x + 1)
        return best
