class Solution:
    def eraseOverlapIntervals(self, intervals: List[List[int]]) -> int:
        # Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
        intervals.sort(key=lambda iv: iv[1])
        kept = 0
        last_end = -(10**9)
        for start, end in intervals:
            if start >= last_end:
                kept += 1
                last_end = end
        return len(intervals) - kept
