class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        # Every pair: O(n^2), the first try most learners write.
        n = len(nums)
        for i in range(n):
            for j in range(i + 1, n):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
