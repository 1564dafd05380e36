class Solution:
    def longestIncreasingPath(self, matrix: List[List[int]]) -> int:
        # From every cell, walk every increasing path with no memory of what was already measured:
        # the number of paths can grow exponentially with the grid.
        rows, cols = len(matrix), len(matrix[0])
        best = 0
        for sr in range(rows):
            for sc in range(cols):
                stack = [(sr, sc, 1)]
                while stack:
                    r, c, length = stack.pop()
                    if length > best:
                        best = length
                    v = matrix[r][c]
                    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if 0 <= nr < rows and 0 <= nc < cols and matrix[nr][nc] > v:
                            stack.append((nr, nc, length + 1))
        return best
