class Solution:
    def swimInWater(self, grid: List[List[int]]) -> int:
        # Try every time t from 0 upwards; at each, flood-fill the cells of height <= t: O(n^4).
        n = len(grid)
        for t in range(n * n):
            if grid[0][0] > t:
                continue
            seen = [[False] * n for _ in range(n)]
            seen[0][0] = True
            stack = [(0, 0)]
            while stack:
                r, c = stack.pop()
                if r == n - 1 and c == n - 1:
                    return t
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < n and 0 <= nc < n and not seen[nr][nc] and grid[nr][nc] <= t:
                        seen[nr][nc] = True
                        stack.append((nr, nc))
        return n * n - 1
