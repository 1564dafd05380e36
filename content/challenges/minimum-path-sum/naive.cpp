class Solution {
    int m = 0, n = 0;

    // Plain recursion without memo: the cheapest sum from (i, j) to the corner tries both moves
    // every time, so it walks every path, C(m + n - 2, m - 1) of them.
    int cheapest(const vector<vector<int>>& grid, int i, int j) {
        if (i == m - 1 && j == n - 1) return grid[i][j];
        if (i == m - 1) return grid[i][j] + cheapest(grid, i, j + 1);
        if (j == n - 1) return grid[i][j] + cheapest(grid, i + 1, j);
        return grid[i][j] + min(cheapest(grid, i + 1, j), cheapest(grid, i, j + 1));
    }

public:
    int minPathSum(vector<vector<int>>& grid) {
        m = grid.size();
        n = grid[0].size();
        return cheapest(grid, 0, 0);
    }
};
