class Solution {
public:
    vector<string> annotate(vector<string>& minefield) {
        int rows = minefield.size();
        vector<string> result = minefield;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < (int)minefield[r].size(); c++) {
                if (minefield[r][c] == '*') continue;
                int count = 0;
                for (int nr = r - 1; nr <= r + 1; nr++) {
                    for (int nc = c - 1; nc <= c + 1; nc++) {
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < (int)minefield[nr].size() && minefield[nr][nc] == '*') {
                            count++;
                        }
                    }
                }
                result[r][c] = count > 0 ? char('0' + count) : ' ';
            }
        }
        return result;
    }
};
