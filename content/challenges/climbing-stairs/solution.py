class Solution:
    def climbStairs(self, n: int) -> int:
        # ways(i) = ways(i - 1) + ways(i - 2): the last move was either one step or two.
        prev, curr = 1, 1
        for _ in range(n - 1):
            prev, curr = curr, prev + curr
        return curr
