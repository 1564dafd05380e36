class Solution:
    def calculateMinimumHP(self, dungeon: List[List[int]]) -> int:
        m, n = len(dungeon), len(dungeon[0])

        # Plain recursion without memo: the health needed on entering (i, j) tries both moves
        # every time, so it walks every path, C(m + n - 2, m - 1) of them.
        def need(i: int, j: int) -> int:
            if i == m - 1 and j == n - 1:
                after = 1
            elif i == m - 1:
                after = need(i, j + 1)
            elif j == n - 1:
                after = need(i + 1, j)
            else:
                after = min(need(i + 1, j), need(i, j + 1))
            return max(1, after - dungeon[i][j])

        return need(0, 0)
