class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        # For each value, count its occurrences over the whole array: O(n^2).
        n = len(nums)
        for x in nums:
            count = 0
            for y in nums:
                if y == x:
                    count += 1
            if count > n // 2:
                return x
        return nums[0]
