public class Solution {
    public int LongestCommonSubsequence(string text1, string text2) {
        int n = text1.Length, m = text2.Length;
        // lcs[i, j] = longest common subsequence of text1[0..i) and text2[0..j).
        var lcs = new int[n + 1, m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                lcs[i, j] = text1[i - 1] == text2[j - 1]
                    ? lcs[i - 1, j - 1] + 1
                    : Math.Max(lcs[i - 1, j], lcs[i, j - 1]);
            }
        }
        return lcs[n, m];
    }
}
