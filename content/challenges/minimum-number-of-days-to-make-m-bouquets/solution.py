class Solution:
    def minDays(self, bloomDay: List[int], m: int, k: int) -> int:
        if m * k > len(bloomDay):
            return -1  # not enough flowers, whatever the day

        def bouquets(day):
            # Runs of flowers open by `day`; each run of length L gives L // k bouquets.
            total = 0
            for is_open, run in groupby(bloomDay, day.__ge__):
                if is_open:
                    total += len(list(run)) // k
            return total

        # The answer is one of the bloom days: binary search the sorted distinct days.
        days = sorted(set(bloomDay))
        lo, hi = 0, len(days) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if bouquets(days[mid]) >= m:
                hi = mid
            else:
                lo = mid + 1
        return days[lo]
