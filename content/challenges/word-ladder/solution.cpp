class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> unvisited(wordList.begin(), wordList.end());
        if (!unvisited.count(endWord)) return 0;
        unvisited.erase(beginWord);
        queue<string> q;
        q.push(beginWord);
        int words = 1;
        while (!q.empty()) {
            for (int i = q.size(); i > 0; i--) {
                string word = q.front();
                q.pop();
                if (word == endWord) return words;
                // Try every one-letter change and keep the ones still in the dictionary.
                for (size_t pos = 0; pos < word.size(); pos++) {
                    char original = word[pos];
                    for (char ch = 'a'; ch <= 'z'; ch++) {
                        if (ch == original) continue;
                        word[pos] = ch;
                        if (unvisited.erase(word)) q.push(word);
                    }
                    word[pos] = original;
                }
            }
            words++;
        }
        return 0;
    }
};
