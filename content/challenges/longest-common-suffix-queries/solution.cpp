class Solution {
public:
    vector<int> stringIndices(vector<string>& wordsContainer, vector<string>& wordsQuery) {
        // Trie of the reversed container words; bestAt[node] is the shortest word through the
        // node, the earliest among the shortest (only a strictly shorter word replaces it).
        int n = wordsContainer.size();
        size_t letters = 0;
        for (const string& w : wordsContainer) letters += w.size();
        vector<array<int, 26>> next;
        next.reserve(letters + 1);
        vector<int> bestAt;
        bestAt.reserve(letters + 1);
        int best = 0;
        for (int i = 1; i < n; i++)
            if (wordsContainer[i].size() < wordsContainer[best].size()) best = i;
        next.emplace_back();
        next[0].fill(-1);
        bestAt.push_back(best);  // the empty suffix is shared by every word
        for (int i = 0; i < n; i++) {
            const string& word = wordsContainer[i];
            int node = 0;
            for (int k = (int)word.size() - 1; k >= 0; k--) {
                int c = word[k] - 'a';
                int child = next[node][c];
                if (child == -1) {
                    child = next[node][c] = next.size();
                    next.emplace_back();
                    next.back().fill(-1);
                    bestAt.push_back(i);
                } else if (wordsContainer[bestAt[child]].size() > word.size()) {
                    bestAt[child] = i;
                }
                node = child;
            }
        }
        vector<int> answer;
        answer.reserve(wordsQuery.size());
        for (const string& query : wordsQuery) {
            // Follow the query's suffix as deep as the trie goes; that node's best word wins.
            int node = 0;
            for (int k = (int)query.size() - 1; k >= 0; k--) {
                int child = next[node][query[k] - 'a'];
                if (child == -1) break;
                node = child;
            }
            answer.push_back(bestAt[node]);
        }
        return answer;
    }
};
