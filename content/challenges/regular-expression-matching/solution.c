bool isMatch(char* s, char* p) {
    int m = strlen(s), n = strlen(p);
    // dp[i * (n + 1) + j]: does s[i..] match p[j..]?
    bool* dp = calloc((size_t)(m + 1) * (n + 1), sizeof(bool));
#define DP(i, j) dp[(i) * (n + 1) + (j)]
    DP(m, n) = true;
    for (int i = m; i >= 0; i--) {
        for (int j = n - 1; j >= 0; j--) {
            bool first = i < m && (p[j] == s[i] || p[j] == '.');
            if (j + 1 < n && p[j + 1] == '*') {
                // Either skip "x*" entirely, or consume one character and stay on "x*".
                DP(i, j) = DP(i, j + 2) || (first && DP(i + 1, j));
            } else {
                DP(i, j) = first && DP(i + 1, j + 1);
            }
        }
    }
    bool result = DP(0, 0);
#undef DP
    free(dp);
    return result;
}
