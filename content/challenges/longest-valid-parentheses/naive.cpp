class Solution {
    // Whether s[i, j) is balanced, by one scan with a counter.
    bool valid(const string& s, int i, int j) {
        int balance = 0;
        for (int k = i; k < j; ++k) {
            balance += s[k] == '(' ? 1 : -1;
            if (balance < 0) return false;
        }
        return balance == 0;
    }

public:
    int longestValidParentheses(string s) {
        // Check every even-length substring on its own: O(n^2) substrings, O(n) each, O(n^3).
        int n = s.size(), best = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 2; j <= n; j += 2)
                if (j - i > best && valid(s, i, j)) best = j - i;
        return best;
    }
};
