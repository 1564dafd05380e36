class Solution {
public:
    int numberOfSubstrings(string s) {
        // For every start, extend the end until all three letters have appeared; every longer
        // substring from that start also holds them. O(n^2) when a letter is missing for long.
        int n = s.size();
        int result = 0;
        for (int i = 0; i < n; i++) {
            bool seen[3] = {false, false, false};
            int distinct = 0;
            for (int j = i; j < n; j++) {
                int c = s[j] - 'a';
                if (!seen[c]) {
                    seen[c] = true;
                    distinct++;
                }
                if (distinct == 3) {
                    result += n - j;
                    break;
                }
            }
        }
        return result;
    }
};
