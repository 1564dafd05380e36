class Solution:
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        # Prim's algorithm on the complete graph, without a heap: dist[i] is the cheapest link from
        # the i-th point still outside the tree to any point inside it.
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        dist = [float("inf")] * len(points)
        total = 0
        # The first point joins the tree for free.
        px, py = xs.pop(), ys.pop()
        dist.pop()
        while xs:
            dist = [min(d, abs(x - px) + abs(y - py)) for d, x, y in zip(dist, xs, ys)]
            i = min(range(len(dist)), key=dist.__getitem__)
            total += dist[i]
            px, py = xs[i], ys[i]
            # Remove point i by moving the last point into its place.
            xs[i], ys[i], dist[i] = xs[-1], ys[-1], dist[-1]
            xs.pop()
            ys.pop()
            dist.pop()
        return total
