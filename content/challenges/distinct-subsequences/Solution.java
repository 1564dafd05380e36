class Solution {
    public int numDistinct(String s, String t) {
        // Counts for shorter prefixes of t can exceed the final answer: they wrap in 64 bits,
        // which keeps the final count (guaranteed to fit in an int) exact.
        int m = t.length();
        long[] ways = new long[m + 1];
        ways[0] = 1;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            // Right to left, so each character of s extends a way at most once.
            for (int j = m; j >= 1; j--) {
                if (t.charAt(j - 1) == ch) ways[j] += ways[j - 1];
            }
        }
        return (int) ways[m];
    }
}
