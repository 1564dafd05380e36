class Solution:
    def isMatch(self, s: str, p: str) -> bool:
        # Plain recursion without memo: every '*' tries to swallow zero characters, then one more,
        # and the same (i, j) pair is reached again along many different paths.
        def match(i: int, j: int) -> bool:
            if j == len(p):
                return i == len(s)
            if p[j] == "*":
                return match(i, j + 1) or (i < len(s) and match(i + 1, j))
            if i < len(s) and (p[j] == "?" or p[j] == s[i]):
                return match(i + 1, j + 1)
            return False

        return match(0, 0)
