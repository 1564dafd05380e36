class Solution:
    def longestPalindrome(self, s: str) -> str:
        best_start, best_len = 0, 0
        for center in range(2 * len(s) - 1):
            # Even centers sit on a character, odd centers between two characters.
            lo = center // 2
            hi = lo + center % 2
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            length = hi - lo - 1
            if length > best_len:
                best_start, best_len = lo + 1, length
        return s[best_start:best_start + best_len]
