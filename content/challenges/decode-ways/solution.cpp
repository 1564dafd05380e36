class Solution {
public:
    int numDecodings(string s) {
        // two = ways to decode s[0..i-1), one = ways to decode s[0..i), for i = 1, 2, ...
        long long two = 1, one = s[0] == '0' ? 0 : 1;
        for (size_t i = 1; i < s.size(); ++i) {
            long long ways = s[i] != '0' ? one : 0;  // s[i] read alone as 1..9
            if (s[i - 1] == '1' || (s[i - 1] == '2' && s[i] <= '6')) ways += two;  // read as 10..26
            two = one;
            one = ways;
        }
        return (int)one;
    }
};
