class Solution {
public:
    string removeKdigits(string num, int k) {
        // Remove one digit at a time: the first digit larger than the next one, else the last digit.
        // Each removal rescans from the start: O(n * k).
        for (int step = 0; step < k; step++) {
            size_t i = 0;
            while (i + 1 < num.size() && num[i] <= num[i + 1]) i++;
            num.erase(i, 1);
        }
        size_t start = num.find_first_not_of('0');
        return start == string::npos ? "0" : num.substr(start);
    }
};
