class Solution {
public:
    bool exist(vector<vector<char>>& board, string word) {
        int rows = board.size(), cols = board[0].size();
        if ((int)word.size() > rows * cols) return false;
        // Prune: the board must hold every letter as many times as the word uses it.
        int available[128] = {0}, need[128] = {0};
        for (auto& row : board)
            for (char ch : row) available[(int)ch]++;
        for (char ch : word) need[(int)ch]++;
        for (int ch = 0; ch < 128; ch++)
            if (need[ch] > available[ch]) return false;
        // A path read backwards spells the reversed word: start from the rarer end.
        if (available[(int)word.front()] > available[(int)word.back()]) reverse(word.begin(), word.end());
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (search(board, word, r, c, 0)) return true;
        return false;
    }

private:
    bool search(vector<vector<char>>& board, const string& word, int r, int c, int k) {
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size()) return false;
        if (board[r][c] != word[k]) return false;
        if (k == (int)word.size() - 1) return true;
        board[r][c] = '#';  // mark as used on the current path
        bool found = search(board, word, r + 1, c, k + 1) || search(board, word, r - 1, c, k + 1) ||
                     search(board, word, r, c + 1, k + 1) || search(board, word, r, c - 1, k + 1);
        board[r][c] = word[k];  // free the cell again when backtracking
        return found;
    }
};
