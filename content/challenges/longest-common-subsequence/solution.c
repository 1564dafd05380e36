int longestCommonSubsequence(char* text1, char* text2) {
    int n = strlen(text1), m = strlen(text2);
    // lcs[i * (m + 1) + j] = longest common subsequence of text1[0..i) and text2[0..j).
    int* lcs = calloc((size_t)(n + 1) * (m + 1), sizeof(int));
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            int up = lcs[(i - 1) * (m + 1) + j], left = lcs[i * (m + 1) + j - 1];
            lcs[i * (m + 1) + j] = text1[i - 1] == text2[j - 1]
                ? lcs[(i - 1) * (m + 1) + j - 1] + 1
                : (up > left ? up : left);
        }
    }
    int result = lcs[n * (m + 1) + m];
    free(lcs);
    return result;
}
