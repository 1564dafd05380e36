class Solution {
public:
    bool wordPattern(string pattern, string s) {
        vector<string> words;
        stringstream in(s);
        string word;
        while (in >> word) words.push_back(word);
        if (words.size() != pattern.size()) return false;
        // Partner of each letter and of each word; both directions must stay consistent.
        unordered_map<char, string> letterToWord;
        unordered_map<string, char> wordToLetter;
        for (size_t i = 0; i < words.size(); i++) {
            char letter = pattern[i];
            auto a = letterToWord.find(letter);
            if (a != letterToWord.end() && a->second != words[i]) return false;
            auto b = wordToLetter.find(words[i]);
            if (b != wordToLetter.end() && b->second != letter) return false;
            letterToWord[letter] = words[i];
            wordToLetter[words[i]] = letter;
        }
        return true;
    }
};
