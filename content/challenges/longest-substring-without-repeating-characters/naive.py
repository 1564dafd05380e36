class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        # Every substring from every start, tested for repeats with a set; a start stops at its
        # first repeating substring. O(n * k^2) for k distinct characters.
        n = len(s)
        best = 0
        for i in range(n):
            for j in range(i, n):
                sub = s[i:j + 1]
                if len(set(sub)) < len(sub):
                    break
                best = max(best, len(sub))
        return best
