class Solution:
    def countSmaller(self, nums: List[int]) -> List[int]:
        # Fenwick tree over the values seen so far, filled from the right end.
        offset = 10001  # maps -10^4..10^4 to 1..20001
        size = 20002
        tree = [0] * (size + 1)
        result = [0] * len(nums)
        for i in range(len(nums) - 1, -1, -1):
            v = nums[i] + offset
            # Count the values strictly below nums[i]: prefix sum up to v - 1.
            j = v - 1
            total = 0
            while j > 0:
                total += tree[j]
                j &= j - 1
            result[i] = total
            j = v
            while j <= size:
                tree[j] += 1
                j += j & -j
        return result
