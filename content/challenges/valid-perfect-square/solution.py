class Solution:
    def isPerfectSquare(self, num: int) -> bool:
        # Binary search for an r with r * r == num among 1..46340 (46340^2 <= 2^31 - 1 < 46341^2).
        lo, hi = 1, min(num, 46340)
        while lo <= hi:
            mid = (lo + hi) // 2
            square = mid * mid
            if square == num:
                return True
            if square < num:
                lo = mid + 1
            else:
                hi = mid - 1
        return False
