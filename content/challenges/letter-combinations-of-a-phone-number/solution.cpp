class Solution {
public:
    vector<string> letterCombinations(string digits) {
        vector<string> result;
        if (digits.empty()) return result;  // no digits: no combinations at all (not one empty string)
        string current;
        extend(digits, 0, current, result);
        return result;
    }

private:
    const vector<string> keys = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    void extend(const string& digits, int i, string& current, vector<string>& result) {
        if (i == (int)digits.size()) {
            result.push_back(current);
            return;
        }
        for (char ch : keys[digits[i] - '0']) {
            current.push_back(ch);
            extend(digits, i + 1, current, result);
            current.pop_back();
        }
    }
};
