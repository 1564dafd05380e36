class Solution {
public:
    bool isMatch(string s, string p) {
        int n = s.size();
        // prev[j] / cur[j]: the pattern prefix read so far matches s[0..j).
        vector<char> prev(n + 1, 0), cur(n + 1, 0);
        prev[0] = 1;
        for (char c : p) {
            if (c == '*') {
                // Match nothing (prev[j]) or one more character of s (cur[j - 1]).
                cur[0] = prev[0];
                for (int j = 1; j <= n; ++j) cur[j] = prev[j] || cur[j - 1];
            } else {
                cur[0] = 0;
                for (int j = 1; j <= n; ++j) cur[j] = prev[j - 1] && (c == '?' || c == s[j - 1]);
            }
            swap(prev, cur);
        }
        return prev[n];
    }
};
