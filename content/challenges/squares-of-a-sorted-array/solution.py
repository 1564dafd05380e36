class Solution:
    def sortedSquares(self, nums: List[int]) -> List[int]:
        n = len(nums)
        result = [0] * n
        lo, hi = 0, n - 1
        # The largest remaining square is at one of the two ends: fill the result from the back.
        for pos in range(n - 1, -1, -1):
            if abs(nums[lo]) > abs(nums[hi]):
                result[pos] = nums[lo] * nums[lo]
                lo += 1
            else:
                result[pos] = nums[hi] * nums[hi]
                hi -= 1
        return result
