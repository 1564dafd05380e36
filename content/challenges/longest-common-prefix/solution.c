char* longestCommonPrefix(char** strs, int strsSize) {
    // Compare column by column against the first string; the shortest string caps the prefix.
    const char* first = strs[0];
    size_t len = 0;
    for (;;) {
        char ch = first[len];
        bool same = ch != '\0';
        // A shorter string ends with '\0', which differs from any letter of first.
        for (int k = 1; k < strsSize && same; k++) same = strs[k][len] == ch;
        if (!same) break;
        len++;
    }
    char* prefix = malloc(len + 1);
    memcpy(prefix, first, len);
    prefix[len] = '\0';
    return prefix;
}
