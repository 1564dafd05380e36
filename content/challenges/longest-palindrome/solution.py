class Solution:
    def longestPalindrome(self, s: str) -> int:
        counts = Counter(s)  # case-sensitive: 'A' and 'a' are different letters
        length = 0
        odd = False
        for c in counts.values():
            # Every pair can be mirrored around the centre.
            length += c - c % 2
            if c % 2 == 1:
                odd = True
        # One leftover letter may sit alone in the middle.
        return length + 1 if odd else length
