class Solution:
    def numberOfSubstrings(self, s: str) -> int:
        # For every start, extend the end until all three letters have appeared; every longer
        # substring from that start also holds them. O(n^2) when a letter is missing for long.
        n = len(s)
        result = 0
        for i in range(n):
            seen = set()
            for j in range(i, n):
                seen.add(s[j])
                if len(seen) == 3:
                    result += n - j
                    break
        return result
