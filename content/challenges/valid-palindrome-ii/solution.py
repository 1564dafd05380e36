class Solution:
    def validPalindrome(self, s: str) -> bool:
        def is_palindrome(lo: int, hi: int) -> bool:
            while lo < hi:
                if s[lo] != s[hi]:
                    return False
                lo, hi = lo + 1, hi - 1
            return True

        lo, hi = 0, len(s) - 1
        while lo < hi:
            if s[lo] != s[hi]:
                # The one deletion must remove s[lo] or s[hi]: try both, the rest must match.
                return is_palindrome(lo + 1, hi) or is_palindrome(lo, hi - 1)
            lo, hi = lo + 1, hi - 1
        return True
