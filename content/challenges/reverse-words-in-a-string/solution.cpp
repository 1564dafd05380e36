class Solution {
public:
    string reverseWords(string s) {
        // Reading with >> skips leading, trailing and repeated spaces.
        istringstream in(s);
        vector<string> words;
        string word;
        while (in >> word) words.push_back(word);
        string result;
        for (int i = (int)words.size() - 1; i >= 0; i--) {
            result += words[i];
            if (i > 0) result += ' ';
        }
        return result;
    }
};
