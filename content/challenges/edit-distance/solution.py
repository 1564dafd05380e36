class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        # row[j] = edits turning the processed prefix of word1 into word2[:j].
        row = list(range(len(word2) + 1))
        for i, a in enumerate(word1, 1):
            diagonal, row[0] = row[0], i
            for j, b in enumerate(word2, 1):
                above = row[j]
                if a == b:
                    row[j] = diagonal
                else:
                    row[j] = 1 + min(diagonal, above, row[j - 1])  # replace, delete, insert
                diagonal = above
        return row[-1]
