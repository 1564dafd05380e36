class Solution:
    def shipWithinDays(self, weights: List[int], days: int) -> int:
        def days_needed(capacity: int) -> int:
            # Load packages in order; start a new day when the next one does not fit.
            count, load = 1, 0
            for w in weights:
                if load + w > capacity:
                    count += 1
                    load = 0
                load += w
            return count

        # A larger ship never needs more days: binary search the smallest capacity that fits.
        lo, hi = max(weights), sum(weights)
        while lo < hi:
            mid = (lo + hi) // 2
            if days_needed(mid) <= days:
                hi = mid
            else:
                lo = mid + 1
        return lo
