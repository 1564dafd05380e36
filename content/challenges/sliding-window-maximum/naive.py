class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # Scan every window for its maximum: O(n * k).
        result = []
        for start in range(len(nums) - k + 1):
            best = nums[start]
            for j in range(start + 1, start + k):
                if nums[j] > best:
                    best = nums[j]
            result.append(best)
        return result
