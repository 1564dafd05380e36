class Solution:
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        if len(s1) + len(s2) != len(s3):
            return False

        # Plain recursion without memo: whenever both strings offer the next letter of s3, both
        # choices are explored, and the same (i, j) is reached along many different paths.
        def can(i: int, j: int) -> bool:
            if i == len(s1) and j == len(s2):
                return True
            k = i + j
            if i < len(s1) and s1[i] == s3[k] and can(i + 1, j):
                return True
            return j < len(s2) and s2[j] == s3[k] and can(i, j + 1)

        return can(0, 0)
