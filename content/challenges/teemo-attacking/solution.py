class Solution:
    def findPoisonedDuration(self, timeSeries: List[int], duration: int) -> int:
        total = 0
        # Each attack adds the part of its window that the next attack does not restart.
        for now, after in zip(timeSeries, timeSeries[1:]):
            gap = after - now
            total += gap if gap < duration else duration
        return total + duration  # the last attack runs its full course
