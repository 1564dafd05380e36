static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int minDistance(char* word1, char* word2) {
    int n = strlen(word1), m = strlen(word2);
    // dist[i][j] = edits turning word1[0..i) into word2[0..j), kept in one block.
    int (*dist)[m + 1] = malloc(sizeof(int[n + 1][m + 1]));
    for (int i = 0; i <= n; i++) dist[i][0] = i;
    for (int j = 0; j <= m; j++) dist[0][j] = j;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            if (word1[i - 1] == word2[j - 1]) {
                dist[i][j] = dist[i - 1][j - 1];
            } else {
                dist[i][j] = 1 + min3(dist[i - 1][j - 1], dist[i - 1][j], dist[i][j - 1]);
            }
        }
    }
    int result = dist[n][m];
    free(dist);
    return result;
}
