class Solution {
public:
    int uniquePaths(int m, int n) {
        // row[j] = routes to column j of the current row; the top row is all ones.
        // Every cell is at most the final answer (<= 2 * 10^9), so long long is ample.
        vector<long long> row(n, 1);
        for (int i = 1; i < m; ++i) {
            for (int j = 1; j < n; ++j) {
                row[j] += row[j - 1];
            }
        }
        return (int)row[n - 1];
    }
};
