class Solution:
    def missingNumber(self, nums: List[int]) -> int:
        # XOR every index 0..n and every value: each present number cancels with its index,
        # leaving the missing one.
        result = len(nums)
        for i, x in enumerate(nums):
            result ^= i ^ x
        return result
