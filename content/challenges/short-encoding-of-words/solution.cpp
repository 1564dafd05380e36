class Solution {
public:
    int minimumLengthEncoding(vector<string>& words) {
        // Trie of the reversed words: a word that is a suffix of another one ends inside that
        // word's path. Only the leaves (words no other word extends on the left) cost letters + '#'.
        vector<array<int, 26>> next(1);
        next[0].fill(0);
        vector<int> children(1, 0);
        vector<pair<int, int>> ends;  // (node where the word ends, its length)
        for (const string& word : words) {
            int node = 0;
            for (int i = (int)word.size() - 1; i >= 0; i--) {
                int c = word[i] - 'a';
                if (next[node][c] == 0) {
                    next[node][c] = next.size();
                    children[node]++;
                    next.emplace_back();
                    next.back().fill(0);
                    children.push_back(0);
                }
                node = next[node][c];
            }
            ends.push_back({node, (int)word.size()});
        }
        sort(ends.begin(), ends.end());
        ends.erase(unique(ends.begin(), ends.end()), ends.end());  // a repeated word counts once
        int total = 0;
        for (auto [node, length] : ends)
            if (children[node] == 0) total += length + 1;
        return total;
    }
};
