class Solution {
    // Plain recursion without memo: from position i, read one digit or two and count the ways to
    // decode the rest. The same positions are decoded again along exponentially many paths.
    long long ways(const string& s, int i) {
        if (i == (int)s.size()) return 1;
        if (s[i] == '0') return 0;
        long long total = ways(s, i + 1);
        if (i + 1 < (int)s.size()) {
            int two = (s[i] - '0') * 10 + (s[i + 1] - '0');
            if (two >= 10 && two <= 26) total += ways(s, i + 2);
        }
        return total;
    }

public:
    int numDecodings(string s) {
        return (int)ways(s, 0);
    }
};
