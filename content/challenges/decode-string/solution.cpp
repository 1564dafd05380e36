class Solution {
public:
    string decodeString(string s) {
        // Each '[' saves the text built so far and the repeat count; ']' expands and restores.
        vector<pair<string, int>> stack;
        string current;
        int count = 0;
        for (char ch : s) {
            if (isdigit((unsigned char)ch)) {
                count = count * 10 + (ch - '0');
            } else if (ch == '[') {
                stack.push_back({current, count});
                current.clear();
                count = 0;
            } else if (ch == ']') {
                auto [outer, times] = stack.back();
                stack.pop_back();
                for (int i = 0; i < times; i++) outer += current;
                current = outer;
            } else {
                current += ch;
            }
        }
        return current;
    }
};
