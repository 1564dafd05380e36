class Solution:
    def findMaxAverage(self, nums: List[int], k: int) -> float:
        # Add up every window from scratch: O(n * k).
        best = None
        for start in range(len(nums) - k + 1):
            total = 0
            for i in range(start, start + k):
                total += nums[i]
            if best is None or total > best:
                best = total
        return best / k
