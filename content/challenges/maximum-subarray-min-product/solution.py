class Solution:
    def maxSumMinProduct(self, nums: List[int]) -> int:
        # Each value is the minimum of one widest subarray, bounded by the nearest smaller value on
        # each side. A stack of indices with increasing values finds both; prefix sums give the sum.
        n = len(nums)
        prefix = [0] * (n + 1)
        for i, x in enumerate(nums):
            prefix[i + 1] = prefix[i] + x
        stack = []
        best = 0
        for i in range(n + 1):
            h = nums[i] if i < n else 0  # a final 0 pops every index left on the stack
            while stack and nums[stack[-1]] >= h:
                low = nums[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                best = max(best, low * (prefix[i] - prefix[left]))
            stack.append(i)
        return best % 1_000_000_007  # maximise first, then reduce
