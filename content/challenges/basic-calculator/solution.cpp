class Solution {
public:
    int calculate(string s) {
        // result: the value of the current parenthesised group so far; sign: the sign of the number
        // being read. Opening a group saves (result, sign) on a stack; closing it folds back.
        long long result = 0, number = 0;
        int sign = 1;
        vector<pair<long long, int>> stack;
        for (char ch : s) {
            if (ch >= '0' && ch <= '9') {
                number = number * 10 + (ch - '0');
            } else if (ch == '+' || ch == '-') {
                result += sign * number;
                number = 0;
                sign = ch == '+' ? 1 : -1;
            } else if (ch == '(') {
                stack.push_back({result, sign});
                result = 0;
                sign = 1;
            } else if (ch == ')') {
                result += sign * number;
                number = 0;
                auto [before, groupSign] = stack.back();
                stack.pop_back();
                result = before + groupSign * result;
            }
        }
        return (int)(result + sign * number);
    }
};
