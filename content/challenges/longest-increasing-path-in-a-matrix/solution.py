class Solution:
    def longestIncreasingPath(self, matrix: List[List[int]]) -> int:
        rows, cols = len(matrix), len(matrix[0])
        flat = [v for row in matrix for v in row]
        # longest[i]: the longest increasing path starting at cell i. Cells are settled from the
        # largest value down, so every strictly larger neighbour is already settled.
        longest = [1] * (rows * cols)
        for i in sorted(range(rows * cols), key=flat.__getitem__, reverse=True):
            v = flat[i]
            c = i % cols
            best = 1
            for j in (i - cols, i + cols):
                if 0 <= j < rows * cols and flat[j] > v and longest[j] >= best:
                    best = longest[j] + 1
            if c > 0 and flat[i - 1] > v and longest[i - 1] >= best:
                best = longest[i - 1] + 1
            if c < cols - 1 and flat[i + 1] > v and longest[i + 1] >= best:
                best = longest[i + 1] + 1
            longest[i] = best
        return max(longest)
