class Solution:
    def characterReplacement(self, s: str, k: int) -> int:
        count = [0] * 26
        left = 0
        top = 0  # the highest count of one letter any window has reached
        for right, ch in enumerate(s):
            c = ord(ch) - 65
            count[c] += 1
            top = max(top, count[c])
            # The window needs (length - top) replacements; too many: slide it by one.
            if right - left + 1 - top > k:
                count[ord(s[left]) - 65] -= 1
                left += 1
        return len(s) - left
