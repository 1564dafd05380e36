class Solution:
    def removeDuplicates(self, s: str) -> str:
        # Find the first pair of equal neighbours, cut it out, and start over from the beginning:
        # up to n / 2 removals, each after a scan and a copy of the string, O(n^2).
        while True:
            for i in range(len(s) - 1):
                if s[i] == s[i + 1]:
                    s = s[:i] + s[i + 2:]
                    break
            else:
                return s
