class Solution:
    def numBusesToDestination(self, routes: List[List[int]], source: int, target: int) -> int:
        if source == target:
            return 0
        buses_at = defaultdict(list)
        for bus, route in enumerate(routes):
            for stop in route:
                buses_at[stop].append(bus)
        # BFS over buses: each level is one more bus boarded.
        used = set()
        visited_stops = {source}
        frontier = [source]
        rides = 0
        while frontier:
            rides += 1
            next_frontier = []
            for stop in frontier:
                for bus in buses_at[stop]:
                    if bus in used:
                        continue
                    used.add(bus)
                    for nxt in routes[bus]:
                        if nxt == target:
                            return rides
                        if nxt not in visited_stops:
                            visited_stops.add(nxt)
                            next_frontier.append(nxt)
            frontier = next_frontier
        return -1
