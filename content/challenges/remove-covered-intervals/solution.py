class Solution:
    def removeCoveredIntervals(self, intervals: List[List[int]]) -> int:
        # By start ascending, and for equal starts the longest first, so a covering interval always comes earlier.
        ordered = sorted(intervals, key=lambda iv: (iv[0], -iv[1]))
        remaining = 0
        max_end = -1
        for _, end in ordered:
            # Every earlier interval starts at or before this one; one of them covers it iff it reaches as far.
            if end > max_end:
                remaining += 1
                max_end = end
        return remaining
