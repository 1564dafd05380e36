class Solution:
    def arrangeCoins(self, n: int) -> int:
        # Binary search for the largest k whose staircase 1 + 2 + ... + k = k(k+1)/2 fits in n.
        lo, hi = 1, min(n, 65535)  # 65535 * 65536 / 2 <= 2^31 - 1 < 65536 * 65537 / 2
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if mid * (mid + 1) // 2 <= n:
                lo = mid
            else:
                hi = mid - 1
        return lo
