class Solution {
public:
    string multiply(string num1, string num2) {
        // Grade-school multiplication: digit i of num1 times digit j of num2 lands in column i + j + 1
        // of an array of m + n columns; the carries are settled in one pass at the end.
        if (num1 == "0" || num2 == "0") return "0";
        int m = num1.size(), n = num2.size();
        vector<int> cols(m + n, 0); // each column sums at most 200 * 81 before the carries
        for (int i = m - 1; i >= 0; i--)
            for (int j = n - 1; j >= 0; j--) cols[i + j + 1] += (num1[i] - '0') * (num2[j] - '0');
        int carry = 0;
        for (int k = m + n - 1; k >= 0; k--) {
            int total = cols[k] + carry;
            cols[k] = total % 10;
            carry = total / 10;
        }
        int start = 0;
        while (cols[start] == 0) start++;
        string result;
        for (int k = start; k < m + n; k++) result.push_back(char('0' + cols[k]));
        return result;
    }
};
