class Solution {
public:
    string minWindow(string s, string t) {
        // From every start, extend the window until it covers t: O(|s|^2).
        int n = s.size();
        int bestStart = 0, bestLen = INT_MAX;
        for (int i = 0; i < n; i++) {
            vector<int> need(128, 0);
            for (char ch : t) need[(unsigned char)ch]++;
            int missing = t.size();
            for (int j = i; j < n; j++) {
                unsigned char ch = s[j];
                if (need[ch] > 0) missing--;
                need[ch]--;
                if (missing == 0) {
                    if (j - i + 1 < bestLen) {
                        bestStart = i;
                        bestLen = j - i + 1;
                    }
                    break;
                }
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
    }
};
