class Solution:
    def firstUniqChar(self, s: str) -> int:
        # First pass: how many times each letter occurs in the whole string.
        counts = [0] * 26
        for ch in s:
            counts[ord(ch) - 97] += 1
        # Second pass: the leftmost letter seen exactly once.
        for i, ch in enumerate(s):
            if counts[ord(ch) - 97] == 1:
                return i
        return -1
