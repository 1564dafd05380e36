class Solution:
    def myPow(self, x: float, n: int) -> float:
        # Fast exponentiation: square the base for each bit of |n|, multiply it in where the bit is 1.
        if n < 0:
            x = 1 / x
            n = -n
        result = 1.0
        while n:
            if n & 1:
                result *= x
            x *= x
            n >>= 1
        return result
