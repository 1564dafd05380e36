class Solution:
    def minCostClimbingStairs(self, cost: List[int]) -> int:
        # Plain recursion over both choices at every step, without remembering results:
        # the same steps are solved again and again, O(2^n).
        n = len(cost)

        def from_step(i):
            if i >= n:
                return 0
            return cost[i] + min(from_step(i + 1), from_step(i + 2))

        return min(from_step(0), from_step(1))
