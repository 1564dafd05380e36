class Solution {
public:
    bool isSubsequence(string s, string t) {
        // Match each character of s with its earliest possible occurrence in t.
        size_t i = 0;
        for (char ch : t) {
            if (i < s.size() && s[i] == ch) i++;
        }
        return i == s.size();
    }
};
