class Solution:
    def findMaxLength(self, nums: List[int]) -> int:
        # Count ones as +1 and zeros as -1; a balanced subarray lies between two equal running totals.
        first = {0: -1}  # running total -> earliest index where it appeared
        total = 0
        best = 0
        for i, v in enumerate(nums):
            total += 1 if v == 1 else -1
            if total in first:
                length = i - first[total]
                if length > best:
                    best = length
            else:
                first[total] = i
        return best
