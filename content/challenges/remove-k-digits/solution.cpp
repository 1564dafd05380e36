class Solution {
public:
    string removeKdigits(string num, int k) {
        // Keep the digits as a stack that never decreases: a digit larger than the one after it
        // is the best digit to remove, as long as removals are left.
        string stack;
        stack.reserve(num.size());
        for (char d : num) {
            while (k > 0 && !stack.empty() && stack.back() > d) {
                stack.pop_back();
                k--;
            }
            stack.push_back(d);
        }
        stack.resize(stack.size() - k);  // the rest never decreases: drop the largest digits, at the end
        size_t start = stack.find_first_not_of('0');
        return start == string::npos ? "0" : stack.substr(start);
    }
};
