class Solution {
public:
    int longestPalindrome(string s) {
        int counts[128] = {0};  // case-sensitive: 'A' and 'a' are different letters
        for (char ch : s) counts[(unsigned char)ch]++;
        int length = 0;
        bool odd = false;
        for (int c : counts) {
            // Every pair can be mirrored around the centre.
            length += c - c % 2;
            if (c % 2 == 1) odd = true;
        }
        // One leftover letter may sit alone in the middle.
        return odd ? length + 1 : length;
    }
};
