class Solution:
    def winner(self, board: List[str]) -> str:
        # Follow every chain of stones from each stone on the starting edge, marking only the
        # stones on the current chain: correct, but the number of chains is exponential.
        cells = [row.split() for row in board]
        rows, cols = len(cells), len(cells[0])
        steps = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, -1))
        on_path = [[False] * cols for _ in range(rows)]

        def reaches(player, r, c):
            if (player == "X" and c == cols - 1) or (player == "O" and r == rows - 1):
                return True
            on_path[r][c] = True
            for dr, dc in steps:
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and not on_path[nr][nc] and cells[nr][nc] == player:
                    if reaches(player, nr, nc):
                        on_path[r][c] = False
                        return True
            on_path[r][c] = False
            return False

        for r in range(rows):
            if cells[r][0] == "X" and reaches("X", r, 0):
                return "X"
        for c in range(cols):
            if cells[0][c] == "O" and reaches("O", 0, c):
                return "O"
        return ""
