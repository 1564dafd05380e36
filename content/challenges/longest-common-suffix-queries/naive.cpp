class Solution {
public:
    vector<int> stringIndices(vector<string>& wordsContainer, vector<string>& wordsQuery) {
        // For each query, scan every container word and measure the common suffix letter by
        // letter: O(Q * N * L).
        vector<int> answer;
        answer.reserve(wordsQuery.size());
        for (const string& query : wordsQuery) {
            int best = -1, bestCommon = -1;
            for (int i = 0; i < (int)wordsContainer.size(); ++i) {
                const string& word = wordsContainer[i];
                int limit = min(word.size(), query.size());
                int a = word.size() - 1, b = query.size() - 1;
                int k = 0;
                while (k < limit && word[a - k] == query[b - k]) ++k;
                if (k > bestCommon || (k == bestCommon && word.size() < wordsContainer[best].size())) {
                    best = i;
                    bestCommon = k;
                }
            }
            answer.push_back(best);
        }
        return answer;
    }
};
