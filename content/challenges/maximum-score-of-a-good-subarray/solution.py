class Solution:
    def maximumScore(self, nums: List[int], k: int) -> int:
        # Each value is the minimum of one widest subarray, bounded by the nearest smaller value on
        # each side (a stack of increasing values finds both). Keep only the stretches that contain k.
        n = len(nums)
        stack = []
        best = 0
        for i in range(n + 1):
            h = nums[i] if i < n else 0  # a final 0 pops every index left on the stack
            while stack and nums[stack[-1]] >= h:
                low = nums[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                if left <= k < i:  # the stretch [left, i - 1] is good
                    best = max(best, low * (i - left))
            stack.append(i)
        return best
