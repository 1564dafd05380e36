class Solution {
    vector<string> cells;
    int rows = 0, cols = 0;

    // X must join the left and right columns, O the top and bottom rows.
    bool connects(char player) {
        // On the skewed board a cell touches six others: left/right, two above and two below.
        const int dr[6] = {0, 0, -1, -1, 1, 1}, dc[6] = {-1, 1, 0, 1, 0, -1};
        vector<vector<bool>> seen(rows, vector<bool>(cols, false));
        vector<pair<int, int>> stack;
        int starts = player == 'X' ? rows : cols;
        for (int i = 0; i < starts; i++) {
            int r = player == 'X' ? i : 0, c = player == 'X' ? 0 : i;
            if (cells[r][c] == player) {
                seen[r][c] = true;
                stack.push_back({r, c});
            }
        }
        while (!stack.empty()) {
            auto [r, c] = stack.back();
            stack.pop_back();
            if ((player == 'X' && c == cols - 1) || (player == 'O' && r == rows - 1)) return true;
            for (int d = 0; d < 6; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !seen[nr][nc] && cells[nr][nc] == player) {
                    seen[nr][nc] = true;
                    stack.push_back({nr, nc});
                }
            }
        }
        return false;
    }

public:
    string winner(vector<string>& board) {
        cells.clear();
        for (auto& line : board) {
            string row;
            for (char ch : line) {
                if (ch != ' ') row += ch;
            }
            cells.push_back(row);
        }
        rows = cells.size();
        if (rows == 0 || cells[0].empty()) return "";
        cols = cells[0].size();
        if (connects('X')) return "X";
        if (connects('O')) return "O";
        return "";
    }
};
