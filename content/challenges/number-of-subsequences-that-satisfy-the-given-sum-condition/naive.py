class Solution:
    def numSubseq(self, nums: List[int], target: int) -> int:
        # Sort, then try every pair (smallest, largest) of positions: O(n^2) pairs.
        MOD = 10**9 + 7
        nums.sort()
        n = len(nums)
        pow2 = [1] * n
        for i in range(1, n):
            pow2[i] = pow2[i - 1] * 2 % MOD
        count = 0
        for i in range(n):
            if nums[i] + nums[i] > target:
                break
            count += 1  # the subsequence holding nums[i] alone
            for j in range(i + 1, n):
                if nums[i] + nums[j] > target:
                    break
                # Smallest at i, largest at j, anything in between free: 2^(j - i - 1) ways.
                count = (count + pow2[j - i - 1]) % MOD
        return count % MOD
