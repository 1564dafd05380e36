class Solution {
public:
    int numDistinct(string s, string t) {
        // Intermediate counts can exceed the final answer, so they are kept in 64 bits, wrapping
        // if needed: the final count is guaranteed to fit in an int.
        vector<unsigned long long> ways(t.size() + 1, 0);
        ways[0] = 1;
        for (char ch : s) {
            for (size_t j = t.size(); j >= 1; --j) {
                if (t[j - 1] == ch) ways[j] += ways[j - 1];
            }
        }
        return static_cast<int>(ways[t.size()]);
    }
};
