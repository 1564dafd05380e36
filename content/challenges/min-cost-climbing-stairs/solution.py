class Solution:
    def minCostClimbingStairs(self, cost: List[int]) -> int:
        # a and b: the cheapest total to stand on the two steps below the current one.
        a, b = 0, 0  # steps 0 and 1 can be the start, for free
        for i in range(2, len(cost) + 1):
            a, b = b, min(b + cost[i - 1], a + cost[i - 2])
        return b
