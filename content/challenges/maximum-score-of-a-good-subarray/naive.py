class Solution:
    def maximumScore(self, nums: List[int], k: int) -> int:
        # Every good subarray: move the start left from k, keeping the minimum of nums[i..k], and
        # for each start extend the end right from k. O((k + 1) * (n - k)), O(n^2) with k in the middle.
        n = len(nums)
        best = 0
        left_low = nums[k]
        for i in range(k, -1, -1):
            if nums[i] < left_low:
                left_low = nums[i]
            low = left_low
            for j in range(k, n):
                if nums[j] < low:
                    low = nums[j]
                if low * (j - i + 1) > best:
                    best = low * (j - i + 1)
        return best
