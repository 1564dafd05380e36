class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        # row[j] = LCS length of the processed prefix of text1 and text2[:j].
        row = [0] * (len(text2) + 1)
        for a in text1:
            diagonal = 0
            for j, b in enumerate(text2, 1):
                above = row[j]
                row[j] = diagonal + 1 if a == b else max(row[j], row[j - 1])
                diagonal = above
        return row[-1]
