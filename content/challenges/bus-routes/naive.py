class Solution:
    def numBusesToDestination(self, routes: List[List[int]], source: int, target: int) -> int:
        # BFS over stops, where any two stops of the same route are neighbours (one ride apart).
        # Every stop reached rescans all of its routes: O(L^2) work for a route of L stops.
        if source == target:
            return 0
        routes_at = defaultdict(list)
        for route in routes:
            for stop in route:
                routes_at[stop].append(route)
        dist = {source: 0}
        queue = deque([source])
        while queue:
            stop = queue.popleft()
            for route in routes_at[stop]:
                for nxt in route:
                    if nxt not in dist:
                        if nxt == target:
                            return dist[stop] + 1
                        dist[nxt] = dist[stop] + 1
                        queue.append(nxt)
        return -1
