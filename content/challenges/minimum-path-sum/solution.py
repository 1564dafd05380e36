class Solution:
    def minPathSum(self, grid: List[List[int]]) -> int:
        n = len(grid[0])
        # row[j] = cheapest path sum to column j of the current row.
        row = [0] * n
        running = 0
        for j, value in enumerate(grid[0]):
            running += value
            row[j] = running
        for cells in grid[1:]:
            row[0] += cells[0]
            for j in range(1, n):
                left = row[j - 1]
                above = row[j]
                row[j] = (left if left < above else above) + cells[j]
        return row[-1]
