class Solution:
    def numSubseq(self, nums: List[int], target: int) -> int:
        MOD = 10**9 + 7
        nums.sort()
        n = len(nums)
        pow2 = [1] * n
        for i in range(1, n):
            pow2[i] = pow2[i - 1] * 2 % MOD
        count = 0
        lo, hi = 0, n - 1
        while lo <= hi:
            if nums[lo] + nums[hi] <= target:
                # nums[lo] is the minimum; any of the hi - lo values after it may join.
                count += pow2[hi - lo]
                lo += 1
            else:
                hi -= 1
        return count % MOD
