class Solution {
    // Plain recursion without memo: on a mismatch both shorter ranges are explored again and
    // again, so the number of calls grows exponentially with s.size().
    int best(const string& s, int i, int j) {
        if (i > j) return 0;
        if (i == j) return 1;
        if (s[i] == s[j]) return best(s, i + 1, j - 1) + 2;
        return max(best(s, i + 1, j), best(s, i, j - 1));
    }

public:
    int longestPalindromeSubseq(string s) {
        return best(s, 0, (int)s.size() - 1);
    }
};
