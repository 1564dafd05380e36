class Solution {
public:
    int longestPalindromeSubseq(string s) {
        int n = s.size();
        // prev[j] = answer for s[i+1..j], cur[j] = answer for s[i..j]; i runs from the right.
        vector<int> prev(n, 0), cur(n, 0);
        for (int i = n - 1; i >= 0; --i) {
            cur[i] = 1;
            for (int j = i + 1; j < n; ++j) {
                cur[j] = s[i] == s[j] ? prev[j - 1] + 2 : max(prev[j], cur[j - 1]);
            }
            swap(prev, cur);
        }
        return prev[n - 1];
    }
};
