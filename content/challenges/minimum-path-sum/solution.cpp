class Solution {
public:
    int minPathSum(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        // row[j] = cheapest path sum to column j of the current row.
        vector<int> row(n);
        row[0] = grid[0][0];
        for (int j = 1; j < n; ++j) row[j] = row[j - 1] + grid[0][j];
        for (int i = 1; i < m; ++i) {
            row[0] += grid[i][0];
            for (int j = 1; j < n; ++j) row[j] = min(row[j], row[j - 1]) + grid[i][j];
        }
        return row[n - 1];
    }
};
