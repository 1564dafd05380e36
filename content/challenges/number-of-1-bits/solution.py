class Solution:
    def hammingWeight(self, n: int) -> int:
        # n & (n - 1) clears the lowest set bit: loop once per 1 bit.
        count = 0
        while n:
            n &= n - 1
            count += 1
        return count
