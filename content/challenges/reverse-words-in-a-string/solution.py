class Solution:
    def reverseWords(self, s: str) -> str:
        # split() with no argument drops leading, trailing and repeated spaces.
        return " ".join(reversed(s.split()))
