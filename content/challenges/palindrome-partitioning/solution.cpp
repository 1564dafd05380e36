class Solution {
public:
    vector<vector<string>> partition(string s) {
        int n = s.size();
        // isPal[i][j]: s[i..j] reads the same backwards (filled from short pieces to long ones).
        vector<vector<bool>> isPal(n, vector<bool>(n, false));
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++)
                isPal[i][j] = s[i] == s[j] && (j - i < 2 || isPal[i + 1][j - 1]);
        vector<vector<string>> result;
        vector<string> pieces;
        cut(s, 0, isPal, pieces, result);
        return result;
    }

private:
    void cut(const string& s, int start, const vector<vector<bool>>& isPal, vector<string>& pieces,
             vector<vector<string>>& result) {
        if (start == (int)s.size()) {
            result.push_back(pieces);
            return;
        }
        for (int end = start; end < (int)s.size(); end++) {  // the next piece is s[start..end]
            if (!isPal[start][end]) continue;
            pieces.push_back(s.substr(start, end - start + 1));
            cut(s, end + 1, isPal, pieces, result);
            pieces.pop_back();
        }
    }
};
