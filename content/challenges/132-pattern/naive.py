class Solution:
    def find132pattern(self, nums: List[int]) -> bool:
        # For every middle position j, pair the smallest value before it with every value after
        # it: O(n^2) when no pattern exists.
        low = nums[0]
        for j in range(1, len(nums)):
            if low < nums[j]:
                for k in range(j + 1, len(nums)):
                    if low < nums[k] < nums[j]:
                        return True
            low = min(low, nums[j])
        return False
