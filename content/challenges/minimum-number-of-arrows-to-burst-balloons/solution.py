class Solution:
    def findMinArrowShots(self, points: List[List[int]]) -> int:
        # Shoot at the earliest end; every balloon starting at or before it bursts with it.
        points.sort(key=lambda p: p[1])
        arrows = 0
        at = None
        for start, end in points:
            if at is None or start > at:
                arrows += 1
                at = end
        return arrows
