class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        # A fresh flood from every land cell, each with its own visited set; a cell counts as a
        # new island when no cell of its flood comes before it in reading order: O((m * n)^2).
        rows, cols = len(grid), len(grid[0])
        islands = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] != '1':
                    continue
                seen = {(r, c)}
                stack = [(r, c)]
                first = True
                while stack:
                    cr, cc = stack.pop()
                    if (cr, cc) < (r, c):
                        first = False
                    for nr, nc in ((cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)):
                        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == '1' and (nr, nc) not in seen:
                            seen.add((nr, nc))
                            stack.append((nr, nc))
                if first:
                    islands += 1
        return islands
