class Solution {
public:
    string removeDuplicates(string s) {
        // The result string is the stack of the text kept so far; a letter equal to its top
        // cancels with it.
        string kept;
        for (char ch : s) {
            if (!kept.empty() && kept.back() == ch) kept.pop_back();
            else kept.push_back(ch);
        }
        return kept;
    }
};
