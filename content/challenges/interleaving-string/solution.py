class Solution:
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        n, m = len(s1), len(s2)
        if n + m != len(s3):
            return False
        # row[j] = can s1[:i] and s2[:j] interleave into s3[:i + j], for the current i.
        row = [False] * (m + 1)
        row[0] = True
        for j in range(1, m + 1):
            row[j] = row[j - 1] and s2[j - 1] == s3[j - 1]
        for i in range(1, n + 1):
            a = s1[i - 1]
            row[0] = row[0] and a == s3[i - 1]
            for j in range(1, m + 1):
                c = s3[i + j - 1]
                row[j] = (row[j] and a == c) or (row[j - 1] and s2[j - 1] == c)
        return row[m]
