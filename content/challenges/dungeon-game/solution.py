class Solution:
    def calculateMinimumHP(self, dungeon: List[List[int]]) -> int:
        m, n = len(dungeon), len(dungeon[0])
        WALL = 10**9  # outside the grid: never the cheaper way on
        # need[j] = the least health needed when stepping into room (i, j), filled from the
        # bottom-right corner backwards. Before row i is filled, need[j] still holds row i + 1.
        need = [WALL] * (n + 1)
        need[n - 1] = 1  # after the last room, 1 health point is enough
        for i in range(m - 1, -1, -1):
            row = dungeon[i]
            for j in range(n - 1, -1, -1):
                after = min(need[j], need[j + 1])  # the room below or the room to the right
                need[j] = max(1, after - row[j])
        return need[0]
