int lengthOfLongestSubstring(char* s) {
    int last[256];
    for (int c = 0; c < 256; c++) last[c] = -1;
    int start = 0, best = 0;
    for (int i = 0; s[i] != '\0'; i++) {
        unsigned char ch = (unsigned char)s[i];
        // Jump the window's start past the previous copy of ch, never backwards.
        if (last[ch] >= start) start = last[ch] + 1;
        last[ch] = i;
        if (i - start + 1 > best) best = i - start + 1;
    }
    return best;
}
