class Solution:
    def minEatingSpeed(self, piles: List[int], h: int) -> int:
        def hours(speed: int) -> int:
            # A pile of p bananas takes ceil(p / speed) hours.
            return sum((p + speed - 1) // speed for p in piles)

        # The hours needed only go down as the speed goes up: binary search the smallest speed that fits.
        lo, hi = 1, max(piles)  # at speed max(piles) every pile takes one hour, and h >= len(piles)
        while lo < hi:
            mid = (lo + hi) // 2
            if hours(mid) <= h:
                hi = mid
            else:
                lo = mid + 1
        return lo
