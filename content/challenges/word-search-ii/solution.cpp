class Solution {
    vector<array<int, 26>> next;
    vector<int> wordAt;    // index of the word ending at a node, or -1
    vector<int> children;  // live children of a node, for pruning
    vector<string> found;
    int rows = 0, cols = 0;

    void search(vector<vector<char>>& board, int r, int c, int parent, const vector<string>& words) {
        char ch = board[r][c];
        int node = next[parent][ch - 'a'];
        if (wordAt[node] >= 0) {
            found.push_back(words[wordAt[node]]);  // report each word once
            wordAt[node] = -1;
        }
        board[r][c] = '#';  // on the current path
        static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4 && children[node] > 0; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || board[nr][nc] == '#') continue;
            if (next[node][board[nr][nc] - 'a'] >= 0) search(board, nr, nc, node, words);
        }
        board[r][c] = ch;
        if (children[node] == 0 && wordAt[node] < 0) {  // nothing left below: prune the branch
            next[parent][ch - 'a'] = -1;
            children[parent]--;
        }
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        next.assign(1, {});
        next[0].fill(-1);
        wordAt.assign(1, -1);
        children.assign(1, 0);
        for (int i = 0; i < (int)words.size(); i++) {
            int node = 0;
            for (char ch : words[i]) {
                int c = ch - 'a';
                if (next[node][c] == -1) {
                    next[node][c] = next.size();
                    children[node]++;
                    next.emplace_back();
                    next.back().fill(-1);
                    wordAt.push_back(-1);
                    children.push_back(0);
                }
                node = next[node][c];
            }
            wordAt[node] = i;
        }
        rows = board.size();
        cols = board[0].size();
        found.clear();
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (next[0][board[r][c] - 'a'] >= 0) search(board, r, c, 0, words);
        return found;
    }
};
