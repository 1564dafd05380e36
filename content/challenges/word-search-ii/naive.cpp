class Solution {
    int rows = 0, cols = 0;

    bool match(vector<vector<char>>& board, int r, int c, const string& word, int k) {
        if (r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] != word[k]) return false;
        if (k + 1 == (int)word.size()) return true;
        char ch = board[r][c];
        board[r][c] = '#';
        bool ok = match(board, r - 1, c, word, k + 1) || match(board, r + 1, c, word, k + 1) ||
                  match(board, r, c - 1, word, k + 1) || match(board, r, c + 1, word, k + 1);
        board[r][c] = ch;
        return ok;
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        // Run the single-word search for every word separately: O(W * m * n * 3^L).
        rows = board.size();
        cols = board[0].size();
        vector<string> found;
        for (const string& word : words) {
            bool ok = false;
            for (int r = 0; r < rows && !ok; r++)
                for (int c = 0; c < cols && !ok; c++) ok = match(board, r, c, word, 0);
            if (ok) found.push_back(word);
        }
        return found;
    }
};
