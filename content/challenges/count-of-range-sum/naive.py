class Solution:
    def countRangeSum(self, nums: List[int], lower: int, upper: int) -> int:
        # Sum every subarray by extending each start one element at a time: O(n^2).
        n = len(nums)
        count = 0
        for i in range(n):
            total = 0
            for j in range(i, n):
                total += nums[j]
                if lower <= total <= upper:
                    count += 1
        return count
