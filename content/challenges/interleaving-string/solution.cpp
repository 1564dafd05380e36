class Solution {
public:
    bool isInterleave(string s1, string s2, string s3) {
        int n = s1.size(), m = s2.size();
        if (n + m != (int)s3.size()) return false;
        // row[j] = can s1[0..i) and s2[0..j) interleave into s3[0..i+j), for the current i.
        vector<char> row(m + 1, 0);
        row[0] = 1;
        for (int j = 1; j <= m; ++j) row[j] = row[j - 1] && s2[j - 1] == s3[j - 1];
        for (int i = 1; i <= n; ++i) {
            row[0] = row[0] && s1[i - 1] == s3[i - 1];
            for (int j = 1; j <= m; ++j) {
                char c = s3[i + j - 1];
                row[j] = (row[j] && s1[i - 1] == c) || (row[j - 1] && s2[j - 1] == c);
            }
        }
        return row[m];
    }
};
