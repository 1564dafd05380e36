class Solution {
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        // From every cell, walk every increasing path with no memory of what was already measured:
        // the number of paths can grow exponentially with the grid.
        int rows = matrix.size(), cols = matrix[0].size(), best = 0;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        vector<array<int, 3>> stack;
        for (int sr = 0; sr < rows; sr++) {
            for (int sc = 0; sc < cols; sc++) {
                stack.push_back({sr, sc, 1});
                while (!stack.empty()) {
                    auto [r, c, length] = stack.back();
                    stack.pop_back();
                    best = max(best, length);
                    for (int d = 0; d < 4; d++) {
                        int nr = r + dr[d], nc = c + dc[d];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && matrix[nr][nc] > matrix[r][c])
                            stack.push_back({nr, nc, length + 1});
                    }
                }
            }
        }
        return best;
    }
};
