class Solution:
    def minPathSum(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])

        # Plain recursion without memo: the cheapest sum from (i, j) to the corner tries both
        # moves every time, so it walks every path, C(m + n - 2, m - 1) of them.
        def cheapest(i: int, j: int) -> int:
            if i == m - 1 and j == n - 1:
                return grid[i][j]
            if i == m - 1:
                return grid[i][j] + cheapest(i, j + 1)
            if j == n - 1:
                return grid[i][j] + cheapest(i + 1, j)
            return grid[i][j] + min(cheapest(i + 1, j), cheapest(i, j + 1))

        return cheapest(0, 0)
