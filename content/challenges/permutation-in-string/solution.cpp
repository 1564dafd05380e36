class Solution {
public:
    bool checkInclusion(string s1, string s2) {
        int m = s1.size(), n = s2.size();
        if (m > n) return false;
        // diff[c] = count of c in the window of s2 minus its count in s1; `off` letters are nonzero.
        int diff[26] = {0};
        for (int i = 0; i < m; i++) {
            diff[s2[i] - 'a']++;
            diff[s1[i] - 'a']--;
        }
        int off = 0;
        for (int d : diff) off += d != 0;
        if (off == 0) return true;
        auto shift = [&](int c, int step) {
            if (diff[c] == 0) off++;
            diff[c] += step;
            if (diff[c] == 0) off--;
        };
        for (int i = m; i < n; i++) {
            shift(s2[i] - 'a', 1);
            shift(s2[i - m] - 'a', -1);
            if (off == 0) return true;
        }
        return false;
    }
};
