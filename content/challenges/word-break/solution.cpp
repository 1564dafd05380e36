class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        vector<bool> ok(s.size() + 1, false);
        ok[0] = true;
        for (size_t i = 1; i <= s.size(); ++i) {
            for (size_t j = 0; j < i && !ok[i]; ++j) {
                ok[i] = ok[j] && words.count(s.substr(j, i - j)) > 0;
            }
        }
        return ok[s.size()];
    }
};
