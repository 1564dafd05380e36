class Solution {
    static bool isPalindrome(const string& s, int lo, int hi) {
        for (; lo < hi; ++lo, --hi) {
            if (s[lo] != s[hi]) return false;
        }
        return true;
    }

public:
    bool validPalindrome(string s) {
        int lo = 0, hi = s.size() - 1;
        for (; lo < hi; ++lo, --hi) {
            if (s[lo] != s[hi]) {
                // The one deletion must remove s[lo] or s[hi]: try both, the rest must match.
                return isPalindrome(s, lo + 1, hi) || isPalindrome(s, lo, hi - 1);
            }
        }
        return true;
    }
};
