class Solution {
    // Plain recursion without memo: the health needed on entering (i, j) tries both moves
    // every time, so it walks every path, C(m + n - 2, m - 1) of them.
    int need(const vector<vector<int>>& d, int i, int j) {
        int m = d.size(), n = d[0].size();
        int after;
        if (i == m - 1 && j == n - 1) after = 1;
        else if (i == m - 1) after = need(d, i, j + 1);
        else if (j == n - 1) after = need(d, i + 1, j);
        else after = min(need(d, i + 1, j), need(d, i, j + 1));
        return max(1, after - d[i][j]);
    }

public:
    int calculateMinimumHP(vector<vector<int>>& dungeon) {
        return need(dungeon, 0, 0);
    }
};
