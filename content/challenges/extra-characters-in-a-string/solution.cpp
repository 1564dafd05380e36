class Solution {
public:
    int minExtraChar(string s, vector<string>& dictionary) {
        // Trie of the dictionary words in flat arrays; isEnd marks a node where a word ends.
        vector<array<int, 26>> next(1);
        next[0].fill(-1);
        vector<bool> isEnd(1, false);
        for (const string& word : dictionary) {
            int node = 0;
            for (char ch : word) {
                int c = ch - 'a';
                if (next[node][c] == -1) {
                    next[node][c] = next.size();
                    next.emplace_back();
                    next.back().fill(-1);
                    isEnd.push_back(false);
                }
                node = next[node][c];
            }
            isEnd[node] = true;
        }
        int n = s.size();
        // best[i] = fewest extra characters in the suffix s[i:].
        vector<int> best(n + 1, 0);
        for (int i = n - 1; i >= 0; i--) {
            int result = best[i + 1] + 1;  // s[i] is left over
            int node = 0;
            for (int j = i; j < n; j++) {
                node = next[node][s[j] - 'a'];
                if (node == -1) break;
                if (isEnd[node]) result = min(result, best[j + 1]);  // a word covers s[i..j]
            }
            best[i] = result;
        }
        return best[0];
    }
};
