class Solution:
    def singleNumber(self, nums: List[int]) -> int:
        # Count each value by rescanning the whole array: O(n^2).
        for x in nums:
            if nums.count(x) == 1:
                return x
        return 0
