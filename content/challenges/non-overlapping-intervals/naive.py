class Solution:
    def eraseOverlapIntervals(self, intervals: List[List[int]]) -> int:
        # Longest chain of non-overlapping intervals by DP over every earlier interval: O(n^2).
        intervals.sort()
        n = len(intervals)
        best = [1] * n
        for i in range(n):
            for j in range(i):
                if intervals[j][1] <= intervals[i][0] and best[j] + 1 > best[i]:
                    best[i] = best[j] + 1
        return n - max(best)
