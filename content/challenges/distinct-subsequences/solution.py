class Solution:
    def numDistinct(self, s: str, t: str) -> int:
        # ways[j] = number of ways to form t[:j] from the processed prefix of s.
        ways = [1] + [0] * len(t)
        for ch in s:
            # Go right to left so each character of s is used at most once per subsequence.
            for j in range(len(t), 0, -1):
                if t[j - 1] == ch:
                    ways[j] += ways[j - 1]
        return ways[-1]
