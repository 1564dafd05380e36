class Solution {
public:
    int characterReplacement(string s, int k) {
        int count[26] = {0};
        int left = 0, top = 0;  // top: the highest count of one letter any window has reached
        for (int right = 0; right < (int)s.size(); right++) {
            top = max(top, ++count[s[right] - 'A']);
            // The window needs (length - top) replacements; too many: slide it by one.
            if (right - left + 1 - top > k) {
                count[s[left] - 'A']--;
                left++;
            }
        }
        return (int)s.size() - left;
    }
};
