class Solution:
    def canJump(self, nums: List[int]) -> bool:
        # Track the farthest index reachable so far; a gap before it is never crossed.
        reach = 0
        for i, step in enumerate(nums):
            if i > reach:
                return False
            if i + step > reach:
                reach = i + step
        return True
