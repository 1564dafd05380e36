class Solution {
    // Plain recursion without memo: whenever both strings offer the next letter of s3, both
    // choices are explored, and the same (i, j) is reached along many different paths.
    bool can(const string& s1, const string& s2, const string& s3, int i, int j) {
        if (i == (int)s1.size() && j == (int)s2.size()) return true;
        int k = i + j;
        if (i < (int)s1.size() && s1[i] == s3[k] && can(s1, s2, s3, i + 1, j)) return true;
        return j < (int)s2.size() && s2[j] == s3[k] && can(s1, s2, s3, i, j + 1);
    }

public:
    bool isInterleave(string s1, string s2, string s3) {
        if (s1.size() + s2.size() != s3.size()) return false;
        return can(s1, s2, s3, 0, 0);
    }
};
