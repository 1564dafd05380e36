class Solution {
public:
    string minWindow(string s, string t) {
        vector<int> need(128, 0);
        for (char ch : t) need[(unsigned char)ch]++;
        int missing = t.size();
        int bestStart = 0, bestLen = INT_MAX, left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            unsigned char ch = s[right];
            if (need[ch] > 0) missing--;
            need[ch]--;
            if (missing == 0) {
                // Shrink from the left while the window still covers t.
                while (need[(unsigned char)s[left]] < 0) {
                    need[(unsigned char)s[left]]++;
                    left++;
                }
                if (right - left + 1 < bestLen) {
                    bestStart = left;
                    bestLen = right - left + 1;
                }
                need[(unsigned char)s[left]]++;
                missing++;
                left++;
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
    }
};
