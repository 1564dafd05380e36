class Solution:
    def checkSubarraySum(self, nums: List[int], k: int) -> bool:
        # Two prefix sums with the same remainder mod k enclose a multiple of k.
        first = {0: -1}  # remainder -> earliest index (the empty prefix at -1)
        total = 0
        for i, v in enumerate(nums):
            total = (total + v) % k
            if total in first:
                if i - first[total] >= 2:
                    return True
            else:
                first[total] = i
        return False
