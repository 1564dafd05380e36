class Solution:
    def singleNumber(self, nums: List[int]) -> int:
        # x ^ x = 0 and x ^ 0 = x: every pair cancels, the lone value is what remains.
        acc = 0
        for x in nums:
            acc ^= x
        return acc
