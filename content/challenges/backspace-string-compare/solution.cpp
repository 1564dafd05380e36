class Solution {
    // From index i leftwards, the index of the next character that survives, or -1.
    static int nextKept(const string& text, int i) {
        int skip = 0;
        for (; i >= 0; --i) {
            if (text[i] == '#') skip++;
            else if (skip > 0) skip--;
            else return i;
        }
        return -1;
    }

public:
    bool backspaceCompare(string s, string t) {
        int i = s.size() - 1, j = t.size() - 1;
        while (true) {
            i = nextKept(s, i);
            j = nextKept(t, j);
            if (i < 0 || j < 0) return i < 0 && j < 0;
            if (s[i] != t[j]) return false;
            --i;
            --j;
        }
    }
};
