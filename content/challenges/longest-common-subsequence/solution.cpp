class Solution {
public:
    int longestCommonSubsequence(string text1, string text2) {
        size_t n = text1.size(), m = text2.size();
        vector<vector<int>> lcs(n + 1, vector<int>(m + 1, 0));
        for (size_t i = 1; i <= n; ++i) {
            for (size_t j = 1; j <= m; ++j) {
                lcs[i][j] = text1[i - 1] == text2[j - 1] ? lcs[i - 1][j - 1] + 1 : max(lcs[i - 1][j], lcs[i][j - 1]);
            }
        }
        return lcs[n][m];
    }
};
