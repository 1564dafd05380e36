class Solution {
public:
    vector<int> sumPrefixScores(vector<string>& words) {
        // Trie whose nodes count the words passing through them; a word's score is the sum of
        // the counts along its path.
        vector<array<int, 26>> next(1);
        next[0].fill(0);
        vector<int> count(1, 0);
        for (const string& word : words) {
            int node = 0;
            for (char ch : word) {
                int c = ch - 'a';
                if (next[node][c] == 0) {
                    next[node][c] = next.size();
                    next.emplace_back();
                    next.back().fill(0);
                    count.push_back(0);
                }
                node = next[node][c];
                count[node]++;
            }
        }
        vector<int> result;
        result.reserve(words.size());
        for (const string& word : words) {
            int node = 0, score = 0;
            for (char ch : word) {
                node = next[node][ch - 'a'];
                score += count[node];
            }
            result.push_back(score);
        }
        return result;
    }
};
