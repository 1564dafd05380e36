class Solution:
    def maxPoints(self, points: List[List[int]]) -> int:
        # Anchor each point and group the later points by the reduced direction towards them:
        # (dx, dy) divided by their gcd, with a fixed sign, so equal directions give equal keys.
        n = len(points)
        best = 1
        for i in range(n):
            x1, y1 = points[i]
            count = {}
            for j in range(i + 1, n):
                dx = points[j][0] - x1
                dy = points[j][1] - y1
                g = gcd(dx, dy)
                dx //= g
                dy //= g
                if dx < 0 or (dx == 0 and dy < 0):
                    dx, dy = -dx, -dy
                key = (dx, dy)
                count[key] = count.get(key, 0) + 1
            if count:
                best = max(best, 1 + max(count.values()))
        return best
