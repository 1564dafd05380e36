class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        INF = float("inf")
        # cost[v]: the cheapest price to reach v using at most `rounds` flights so far.
        cost = [INF] * n
        cost[src] = 0
        # At most k stops means at most k + 1 flights: k + 1 rounds of Bellman-Ford.
        for _ in range(k + 1):
            # Relax from a copy, so a round never chains two flights of the same round.
            before = cost[:]
            for a, b, price in flights:
                if before[a] + price < cost[b]:
                    cost[b] = before[a] + price
        return -1 if cost[dst] == INF else cost[dst]
