class Solution:
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        # Every triple of positions, deduplicated with a set of sorted triplets: O(n^3).
        n = len(nums)
        found = set()
        for i in range(n):
            for j in range(i + 1, n):
                for k in range(j + 1, n):
                    if nums[i] + nums[j] + nums[k] == 0:
                        found.add(tuple(sorted((nums[i], nums[j], nums[k]))))
        return [list(t) for t in found]
