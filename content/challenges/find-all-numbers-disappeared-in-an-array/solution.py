class Solution:
    def findDisappearedNumbers(self, nums: List[int]) -> List[int]:
        # nums doubles as the seen-table: a negative nums[v - 1] means v occurred.
        for x in nums:
            slot = abs(x) - 1
            if nums[slot] > 0:
                nums[slot] = -nums[slot]
        return [i + 1 for i, x in enumerate(nums) if x > 0]
