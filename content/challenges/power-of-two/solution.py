class Solution:
    def isPowerOfTwo(self, n: int) -> bool:
        # A power of two is positive with exactly one 1 bit; n & (n - 1) clears the lowest 1 bit.
        return n > 0 and n & (n - 1) == 0
