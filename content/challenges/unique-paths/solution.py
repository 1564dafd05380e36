class Solution:
    def uniquePaths(self, m: int, n: int) -> int:
        # row[j] = routes to column j of the current row; the top row is all ones.
        row = [1] * n
        for _ in range(1, m):
            for j in range(1, n):
                row[j] += row[j - 1]  # from above (old row[j]) plus from the left
        return row[-1]
