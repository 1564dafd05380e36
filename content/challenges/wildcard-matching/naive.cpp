class Solution {
    // Plain recursion without memo: every '*' tries to swallow zero characters, then one more,
    // and the same (i, j) pair is reached again along many different paths.
    bool match(const string& s, const string& p, int i, int j) {
        if (j == (int)p.size()) return i == (int)s.size();
        if (p[j] == '*') return match(s, p, i, j + 1) || (i < (int)s.size() && match(s, p, i + 1, j));
        if (i < (int)s.size() && (p[j] == '?' || p[j] == s[i])) return match(s, p, i + 1, j + 1);
        return false;
    }

public:
    bool isMatch(string s, string p) {
        return match(s, p, 0, 0);
    }
};
