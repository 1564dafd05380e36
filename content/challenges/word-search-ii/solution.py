class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # Trie of the words; "$" holds the word that ends at a node.
        root = {}
        for word in words:
            node = root
            for ch in word:
                node = node.setdefault(ch, {})
            node["$"] = word
        rows, cols = len(board), len(board[0])
        found = []

        def search(r, c, parent):
            ch = board[r][c]
            node = parent[ch]
            word = node.pop("$", None)
            if word is not None:
                found.append(word)  # report each word once
            board[r][c] = "#"  # on the current path
            if r > 0 and board[r - 1][c] in node:
                search(r - 1, c, node)
            if r + 1 < rows and board[r + 1][c] in node:
                search(r + 1, c, node)
            if c > 0 and board[r][c - 1] in node:
                search(r, c - 1, node)
            if c + 1 < cols and board[r][c + 1] in node:
                search(r, c + 1, node)
            board[r][c] = ch
            if not node:
                del parent[ch]  # nothing left to find below: prune the branch

        for r in range(rows):
            for c in range(cols):
                if board[r][c] in root:
                    search(r, c, root)
        return found
