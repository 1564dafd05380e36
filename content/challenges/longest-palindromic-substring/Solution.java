class Solution {
    public String longestPalindrome(String s) {
        int n = s.length();
        int bestStart = 0, bestLen = 0;
        for (int center = 0; center < 2 * n - 1; center++) {
            // Even centers sit on a character, odd centers between two characters.
            int lo = center / 2, hi = lo + center % 2;
            while (lo >= 0 && hi < n && s.charAt(lo) == s.charAt(hi)) {
                lo--;
                hi++;
            }
            int len = hi - lo - 1;
            if (len > bestLen) {
                bestStart = lo + 1;
                bestLen = len;
            }
        }
        return s.substring(bestStart, bestStart + bestLen);
    }
}
