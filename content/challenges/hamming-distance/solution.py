class Solution:
    def hammingDistance(self, x: int, y: int) -> int:
        # The differing bits are the 1 bits of x XOR y; clear the lowest one until none is left.
        diff = x ^ y
        count = 0
        while diff:
            diff &= diff - 1
            count += 1
        return count
