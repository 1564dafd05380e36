class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int n = text1.length(), m = text2.length();
        // lcs[i][j] = longest common subsequence of text1[0..i) and text2[0..j).
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                lcs[i][j] = text1.charAt(i - 1) == text2.charAt(j - 1)
                    ? lcs[i - 1][j - 1] + 1
                    : Math.max(lcs[i - 1][j], lcs[i][j - 1]);
            }
        }
        return lcs[n][m];
    }
}
