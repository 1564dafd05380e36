class Solution {
public:
    bool isValid(string s) {
        vector<char> stack;
        for (char ch : s) {
            if (ch == '(' || ch == '[' || ch == '{') {
                stack.push_back(ch);
                continue;
            }
            // A closer must match the most recent opener still waiting.
            char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
            if (stack.empty() || stack.back() != want) return false;
            stack.pop_back();
        }
        return stack.empty();
    }
};
