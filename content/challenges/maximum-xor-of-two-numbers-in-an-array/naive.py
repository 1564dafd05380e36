class Solution:
    def findMaximumXOR(self, nums: List[int]) -> int:
        # Every pair: O(n^2), the first try most learners write.
        best = 0
        n = len(nums)
        for i in range(n):
            a = nums[i]
            for j in range(i + 1, n):
                x = a ^ nums[j]
                if x > best:
                    best = x
        return best
