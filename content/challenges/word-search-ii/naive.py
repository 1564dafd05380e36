class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # Run the single-word search for every word separately: each word may walk every path
        # of matching letters from every cell, O(W * m * n * 3^L).
        rows, cols = len(board), len(board[0])

        def match(r, c, word, k):
            if board[r][c] != word[k]:
                return False
            if k + 1 == len(word):
                return True
            ch = board[r][c]
            board[r][c] = "#"
            ok = (
                (r > 0 and match(r - 1, c, word, k + 1))
                or (r + 1 < rows and match(r + 1, c, word, k + 1))
                or (c > 0 and match(r, c - 1, word, k + 1))
                or (c + 1 < cols and match(r, c + 1, word, k + 1))
            )
            board[r][c] = ch
            return ok

        found = []
        for word in words:
            if any(match(r, c, word, 0) for r in range(rows) for c in range(cols)):
                found.append(word)
        return found
