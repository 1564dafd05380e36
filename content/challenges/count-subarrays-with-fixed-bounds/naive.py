class Solution:
    def countSubarrays(self, nums: List[int], minK: int, maxK: int) -> int:
        # Extend every start to the right, tracking the minimum and maximum: O(n^2).
        n = len(nums)
        total = 0
        for start in range(n):
            low = high = nums[start]
            for end in range(start, n):
                x = nums[end]
                if x < minK or x > maxK:
                    break
                if x < low:
                    low = x
                if x > high:
                    high = x
                if low == minK and high == maxK:
                    total += 1
        return total
