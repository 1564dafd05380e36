class Solution {
    vector<vector<char>> cells;
    vector<vector<bool>> onPath;
    int rows = 0, cols = 0;

    // Follows every chain of stones, marking only the stones on the current chain: the number of
    // chains is exponential in the size of a player's region.
    bool reaches(char player, int r, int c) {
        if ((player == 'X' && c == cols - 1) || (player == 'O' && r == rows - 1)) return true;
        const int dr[6] = {0, 0, -1, -1, 1, 1}, dc[6] = {-1, 1, 0, 1, 0, -1};
        onPath[r][c] = true;
        for (int d = 0; d < 6; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !onPath[nr][nc] && cells[nr][nc] == player &&
                reaches(player, nr, nc)) {
                onPath[r][c] = false;
                return true;
            }
        }
        onPath[r][c] = false;
        return false;
    }

public:
    string winner(vector<string>& board) {
        cells.clear();
        for (auto& line : board) {
            vector<char> row;
            for (char ch : line)
                if (ch != ' ') row.push_back(ch);
            cells.push_back(row);
        }
        rows = cells.size();
        cols = cells[0].size();
        onPath.assign(rows, vector<bool>(cols, false));
        for (int r = 0; r < rows; r++)
            if (cells[r][0] == 'X' && reaches('X', r, 0)) return "X";
        for (int c = 0; c < cols; c++)
            if (cells[0][c] == 'O' && reaches('O', 0, c)) return "O";
        return "";
    }
};
