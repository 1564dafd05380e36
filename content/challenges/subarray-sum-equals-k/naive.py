class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # Every start, every end, with a running sum: O(n^2), the usual first try.
        n = len(nums)
        count = 0
        for i in range(n):
            total = 0
            for j in range(i, n):
                total += nums[j]
                if total == k:
                    count += 1
        return count
