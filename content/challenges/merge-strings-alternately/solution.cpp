class Solution {
public:
    string mergeAlternately(string word1, string word2) {
        string merged;
        merged.reserve(word1.size() + word2.size());
        size_t i = 0, j = 0;
        // Take one letter from each word in turn while either has letters left.
        while (i < word1.size() || j < word2.size()) {
            if (i < word1.size()) merged += word1[i++];
            if (j < word2.size()) merged += word2[j++];
        }
        return merged;
    }
};
