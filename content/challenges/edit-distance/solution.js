/**
 * @param {string} word1
 * @param {string} word2
 * @return {number}
 */
var minDistance = function(word1, word2) {
    const n = word1.length, m = word2.length;
    // dist[i][j] = edits turning word1[0..i) into word2[0..j).
    const dist = Array.from({ length: n + 1 }, (_, i) => {
        const row = new Array(m + 1).fill(0);
        row[0] = i;
        return row;
    });
    for (let j = 0; j <= m; j++) dist[0][j] = j;
    for (let i = 1; i <= n; i++) {
        for (let j = 1; j <= m; j++) {
            if (word1[i - 1] === word2[j - 1]) {
                dist[i][j] = dist[i - 1][j - 1];
            } else {
                dist[i][j] = 1 + Math.min(dist[i - 1][j - 1], dist[i - 1][j], dist[i][j - 1]);
            }
        }
    }
    return dist[n][m];
};
