class Solution:
    def findMinArrowShots(self, points: List[List[int]]) -> int:
        # Each round: shoot at the smallest end still standing, then pop everything it hits.
        # Two scans of all balloons per arrow: O(n * arrows), O(n^2) in the worst case.
        n = len(points)
        burst = [False] * n
        left = n
        arrows = 0
        while left > 0:
            x = min(points[i][1] for i in range(n) if not burst[i])
            arrows += 1
            for i in range(n):
                if not burst[i] and points[i][0] <= x:
                    burst[i] = True
                    left -= 1
        return arrows
