class Solution {
public:
    int firstUniqChar(string s) {
        // First pass: how many times each letter occurs in the whole string.
        int counts[26] = {0};
        for (char ch : s) counts[ch - 'a']++;
        // Second pass: the leftmost letter seen exactly once.
        for (int i = 0; i < (int)s.size(); i++) {
            if (counts[s[i] - 'a'] == 1) return i;
        }
        return -1;
    }
};
