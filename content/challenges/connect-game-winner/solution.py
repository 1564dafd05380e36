class Solution:
    def winner(self, board: List[str]) -> str:
        cells = [row.split() for row in board]
        rows = len(cells)
        if rows == 0 or not cells[0]:
            return ""
        cols = len(cells[0])
        # On the skewed board a cell touches six others: left/right, and two above and two below.
        steps = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, -1))

        def connects(player: str, starts: List[Tuple[int, int]], done) -> bool:
            stack = [p for p in starts if cells[p[0]][p[1]] == player]
            seen = set(stack)
            while stack:
                r, c = stack.pop()
                if done(r, c):
                    return True
                for dr, dc in steps:
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen and cells[nr][nc] == player:
                        seen.add((nr, nc))
                        stack.append((nr, nc))
            return False

        if connects("X", [(r, 0) for r in range(rows)], lambda r, c: c == cols - 1):
            return "X"
        if connects("O", [(0, c) for c in range(cols)], lambda r, c: r == rows - 1):
            return "O"
        return ""
