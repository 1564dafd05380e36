class Solution {
public:
    int romanToInt(string s) {
        auto value = [](char ch) {
            switch (ch) {
                case 'I': return 1;
                case 'V': return 5;
                case 'X': return 10;
                case 'L': return 50;
                case 'C': return 100;
                case 'D': return 500;
                default: return 1000;
            }
        };
        int total = 0;
        for (size_t i = 0; i < s.size(); i++) {
            int v = value(s[i]);
            // A symbol written before a larger one is subtracted (IV, XC, CM...).
            if (i + 1 < s.size() && v < value(s[i + 1])) total -= v;
            else total += v;
        }
        return total;
    }
};
