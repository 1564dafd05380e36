class Solution:
    def findMaxAverage(self, nums: List[int], k: int) -> float:
        # Slide a window of k values: add the value entering, drop the one leaving.
        window = sum(nums[:k])
        best = window
        for i in range(k, len(nums)):
            window += nums[i] - nums[i - k]
            if window > best:
                best = window
        return best / k
