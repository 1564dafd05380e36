class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        # One pass: remember where each value was seen; the partner of x is target - x.
        seen = {}
        for i, x in enumerate(nums):
            j = seen.get(target - x)
            if j is not None:
                return [j, i]
            seen[x] = i
        return []
