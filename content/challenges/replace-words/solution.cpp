class Solution {
public:
    string replaceWords(vector<string>& dictionary, string sentence) {
        // Trie of the roots in flat arrays; isEnd marks a node where a root ends.
        vector<array<int, 26>> next(1);
        next[0].fill(-1);
        vector<bool> isEnd(1, false);
        for (const string& r : dictionary) {
            int node = 0;
            for (char ch : r) {
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
        string out;
        out.reserve(sentence.size());
        size_t start = 0;
        while (start <= sentence.size()) {
            size_t end = sentence.find(' ', start);
            if (end == string::npos) end = sentence.size();
            // Walk the word down the trie: the first root end met is the shortest root.
            size_t cut = 0;
            int node = 0;
            for (size_t i = start; i < end; i++) {
                node = next[node][sentence[i] - 'a'];
                if (node == -1) break;
                if (isEnd[node]) {
                    cut = i + 1 - start;
                    break;
                }
            }
            if (!out.empty()) out += ' ';
            out.append(sentence, start, cut ? cut : end - start);
            start = end + 1;
        }
        return out;
    }
};
