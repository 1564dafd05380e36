class Solution:
    def maxPoints(self, points: List[List[int]]) -> int:
        # Every pair fixes a line; count the points on it with the cross product: O(n^3).
        n = len(points)
        best = 1
        for i in range(n):
            x1, y1 = points[i]
            for j in range(i + 1, n):
                dx = points[j][0] - x1
                dy = points[j][1] - y1
                on_line = 0
                for x, y in points:
                    if dx * (y - y1) == dy * (x - x1):
                        on_line += 1
                best = max(best, on_line)
        return best
