public class Solution {
    public int NumDistinct(string s, string t) {
        // Counts for shorter prefixes of t can exceed the final answer: they wrap in 64 bits,
        // which keeps the final count (guaranteed to fit in an int) exact.
        int m = t.Length;
        var ways = new ulong[m + 1];
        ways[0] = 1;
        unchecked {
            foreach (char ch in s) {
                // Right to left, so each character of s extends a way at most once.
                for (int j = m; j >= 1; j--) {
                    if (t[j - 1] == ch) ways[j] += ways[j - 1];
                }
            }
            return (int)ways[m];
        }
    }
}
