bool isAnagram(char* s, char* t) {
    int counts[26] = {0};
    size_t n = strlen(s);
    if (n != strlen(t)) return false;
    for (size_t i = 0; i < n; i++) {
        counts[s[i] - 'a']++;
        counts[t[i] - 'a']--;
    }
    for (int c = 0; c < 26; c++) {
        if (counts[c] != 0) return false;
    }
    return true;
}
