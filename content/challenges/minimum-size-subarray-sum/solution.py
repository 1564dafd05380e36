class Solution:
    def minSubArrayLen(self, target: int, nums: List[int]) -> int:
        best = len(nums) + 1
        left = 0
        total = 0
        for right, x in enumerate(nums):
            total += x
            # Shrink from the left while the window still reaches target.
            while total >= target:
                best = min(best, right - left + 1)
                total -= nums[left]
                left += 1
        return best if best <= len(nums) else 0
