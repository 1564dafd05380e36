class Solution:
    def reversePairs(self, nums: List[int]) -> int:
        # Test every pair i < j: O(n^2).
        n = len(nums)
        count = 0
        for i in range(n):
            for j in range(i + 1, n):
                if nums[i] > 2 * nums[j]:
                    count += 1
        return count
