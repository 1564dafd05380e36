class Solution:
    def shortestSubarray(self, nums: List[int], k: int) -> int:
        # From every start, extend to the right until the running sum reaches k: O(n^2).
        n = len(nums)
        best = n + 1
        for start in range(n):
            total = 0
            for end in range(start, n):
                total += nums[end]
                if total >= k:
                    best = min(best, end - start + 1)
                    break
        return best if best <= n else -1
