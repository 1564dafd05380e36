class Solution {
public:
    int characterReplacement(string s, int k) {
        // From every start, grow the window while its other letters fit in k: O(n^2).
        int n = s.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int count[26] = {0};
            int top = 0;
            for (int j = i; j < n; j++) {
                top = max(top, ++count[s[j] - 'A']);
                if (j - i + 1 - top > k) break;
                best = max(best, j - i + 1);
            }
        }
        return best;
    }
};
