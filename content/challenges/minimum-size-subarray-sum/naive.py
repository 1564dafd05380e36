class Solution:
    def minSubArrayLen(self, target: int, nums: List[int]) -> int:
        # From every start, add elements until the sum reaches target: O(n^2).
        n = len(nums)
        best = 0
        for i in range(n):
            total = 0
            for j in range(i, n):
                total += nums[j]
                if total >= target:
                    if best == 0 or j - i + 1 < best:
                        best = j - i + 1
                    break
        return best
