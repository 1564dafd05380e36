class Solution {
public:
    int evalRPN(vector<string>& tokens) {
        // Operands wait on a stack; an operator takes the top two (the top one is the right operand).
        vector<int> stack;
        for (const string& token : tokens) {
            if (token.size() == 1 && string("+-*/").find(token[0]) != string::npos) {
                int b = stack.back();
                stack.pop_back();
                int a = stack.back();
                stack.pop_back();
                switch (token[0]) {
                    case '+': stack.push_back(a + b); break;
                    case '-': stack.push_back(a - b); break;
                    case '*': stack.push_back(a * b); break;
                    default: stack.push_back(a / b);  // C++ division truncates toward zero
                }
            } else {
                stack.push_back(stoi(token));
            }
        }
        return stack.back();
    }
};
