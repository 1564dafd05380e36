class Solution {
public:
    int minDistance(string word1, string word2) {
        size_t n = word1.size(), m = word2.size();
        // dist[i][j] = edits turning word1[0..i) into word2[0..j).
        vector<vector<int>> dist(n + 1, vector<int>(m + 1, 0));
        for (size_t i = 0; i <= n; ++i) dist[i][0] = static_cast<int>(i);
        for (size_t j = 0; j <= m; ++j) dist[0][j] = static_cast<int>(j);
        for (size_t i = 1; i <= n; ++i) {
            for (size_t j = 1; j <= m; ++j) {
                if (word1[i - 1] == word2[j - 1]) {
                    dist[i][j] = dist[i - 1][j - 1];
                } else {
                    dist[i][j] = 1 + min({dist[i - 1][j - 1], dist[i - 1][j], dist[i][j - 1]});
                }
            }
        }
        return dist[n][m];
    }
};
