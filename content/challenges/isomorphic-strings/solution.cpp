class Solution {
public:
    bool isIsomorphic(string s, string t) {
        // Partner of each character in the other string (-1: none yet); both directions must agree.
        int sToT[128], tToS[128];
        fill(sToT, sToT + 128, -1);
        fill(tToS, tToS + 128, -1);
        for (size_t i = 0; i < s.size(); i++) {
            int a = (unsigned char)s[i], b = (unsigned char)t[i];
            if (sToT[a] == -1 && tToS[b] == -1) {
                sToT[a] = b;
                tToS[b] = a;
            } else if (sToT[a] != b || tToS[b] != a) {
                return false;
            }
        }
        return true;
    }
};
