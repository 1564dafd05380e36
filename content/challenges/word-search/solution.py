class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        rows, cols = len(board), len(board[0])
        if len(word) > rows * cols:
            return False
        # Prune: the board must hold every letter as many times as the word uses it.
        available = Counter(ch for row in board for ch in row)
        if any(available[ch] < need for ch, need in Counter(word).items()):
            return False
        # A path read backwards spells the reversed word: start from the rarer end.
        if available[word[0]] > available[word[-1]]:
            word = word[::-1]

        def search(r: int, c: int, k: int) -> bool:
            if board[r][c] != word[k]:
                return False
            if k == len(word) - 1:
                return True
            board[r][c] = "#"  # mark as used on the current path
            found = False
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and search(nr, nc, k + 1):
                    found = True
                    break
            board[r][c] = word[k]  # free the cell again when backtracking
            return found

        return any(search(r, c, 0) for r in range(rows) for c in range(cols))
