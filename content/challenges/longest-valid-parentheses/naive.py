class Solution:
    def longestValidParentheses(self, s: str) -> int:
        # Check every even-length substring on its own with a balance counter: O(n^2) substrings,
        # O(n) each, O(n^3) in total.
        def valid(i: int, j: int) -> bool:
            balance = 0
            for k in range(i, j):
                balance += 1 if s[k] == "(" else -1
                if balance < 0:
                    return False
            return balance == 0

        n = len(s)
        best = 0
        for i in range(n):
            for j in range(i + 2, n + 1, 2):
                if j - i > best and valid(i, j):
                    best = j - i
        return best
