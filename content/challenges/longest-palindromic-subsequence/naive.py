class Solution:
    def longestPalindromeSubseq(self, s: str) -> int:
        # Plain recursion without memo: on a mismatch both shorter ranges are explored again and
        # again, so the number of calls grows exponentially with len(s).
        def best(i: int, j: int) -> int:
            if i > j:
                return 0
            if i == j:
                return 1
            if s[i] == s[j]:
                return best(i + 1, j - 1) + 2
            return max(best(i + 1, j), best(i, j - 1))

        return best(0, len(s) - 1)
