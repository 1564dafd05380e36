class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        // A fresh flood from every land cell, each with its own visited set; a cell counts as a
        // new island when no cell of its flood comes before it in reading order: O((m * n)^2).
        int rows = grid.size(), cols = grid[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') continue;
                vector<vector<bool>> seen(rows, vector<bool>(cols, false));
                seen[r][c] = true;
                vector<pair<int, int>> stack = {{r, c}};
                bool first = true;
                while (!stack.empty()) {
                    auto [cr, cc] = stack.back();
                    stack.pop_back();
                    if (make_pair(cr, cc) < make_pair(r, c)) first = false;
                    for (int d = 0; d < 4; d++) {
                        int nr = cr + dr[d], nc = cc + dc[d];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' && !seen[nr][nc]) {
                            seen[nr][nc] = true;
                            stack.push_back({nr, nc});
                        }
                    }
                }
                if (first) islands++;
            }
        }
        return islands;
    }
};
