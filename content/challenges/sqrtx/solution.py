class Solution:
    def mySqrt(self, x: int) -> int:
        # Binary search for the largest r with r * r <= x.
        lo, hi = 0, min(x, 46340)  # 46340^2 <= 2^31 - 1 < 46341^2
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if mid * mid <= x:
                lo = mid
            else:
                hi = mid - 1
        return lo
