class Solution:
    def minOperations(self, nums: List[int], x: int) -> int:
        # Take l elements from the left, then keep taking from the right until the sum reaches x:
        # O(n^2) when x is close to the whole sum.
        n = len(nums)
        best = -1
        left_sum = 0
        for l in range(n + 1):
            if l > 0:
                left_sum += nums[l - 1]
            if left_sum > x:
                break
            need = x - left_sum
            taken = 0
            r = 0
            while taken < need and l + r < n:
                taken += nums[n - 1 - r]
                r += 1
            if taken == need and (best < 0 or l + r < best):
                best = l + r
        return best
