class Solution:
    def longestPalindromeSubseq(self, s: str) -> int:
        n = len(s)
        # prev[j] = answer for s[i+1..j], cur[j] = answer for s[i..j]; i runs from the right.
        prev = [0] * n
        for i in range(n - 1, -1, -1):
            cur = [0] * n
            cur[i] = 1
            a = s[i]
            for j in range(i + 1, n):
                if s[j] == a:
                    cur[j] = prev[j - 1] + 2
                else:
                    below, left = prev[j], cur[j - 1]
                    cur[j] = below if below > left else left
            prev = cur
        return prev[n - 1]
