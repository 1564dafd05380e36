public class Solution {
    public int MinDistance(string word1, string word2) {
        int n = word1.Length, m = word2.Length;
        // dist[i, j] = edits turning word1[0..i) into word2[0..j).
        var dist = new int[n + 1, m + 1];
        for (int i = 0; i <= n; i++) dist[i, 0] = i;
        for (int j = 0; j <= m; j++) dist[0, j] = j;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                if (word1[i - 1] == word2[j - 1]) {
                    dist[i, j] = dist[i - 1, j - 1];
                } else {
                    dist[i, j] = 1 + Math.Min(dist[i - 1, j - 1], Math.Min(dist[i - 1, j], dist[i, j - 1]));
                }
            }
        }
        return dist[n, m];
    }
}
