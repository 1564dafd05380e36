class Solution {
public:
    string longestWord(vector<string>& words) {
        // Trie in flat arrays: next[node][c], and the index of the word ending at a node (or -1).
        vector<array<int, 26>> next(1);
        next[0].fill(-1);
        vector<int> ends(1, -1);
        for (int i = 0; i < (int)words.size(); i++) {
            int node = 0;
            for (char ch : words[i]) {
                int c = ch - 'a';
                if (next[node][c] == -1) {
                    next[node][c] = next.size();
                    next.emplace_back();
                    next.back().fill(-1);
                    ends.push_back(-1);
                }
                node = next[node][c];
            }
            ends[node] = i;
        }
        // Walk only through nodes that end a word; visiting children a..z, the first word of
        // the greatest depth is the lexicographically smallest among the longest.
        string best;
        vector<pair<int, int>> stack = {{0, 0}};
        while (!stack.empty()) {
            auto [node, depth] = stack.back();
            stack.pop_back();
            if (depth > (int)best.size()) best = words[ends[node]];
            for (int c = 25; c >= 0; c--) {
                int child = next[node][c];
                if (child != -1 && ends[child] != -1) stack.push_back({child, depth + 1});
            }
        }
        return best;
    }
};
