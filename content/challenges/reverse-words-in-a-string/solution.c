char* reverseWords(char* s) {
    // Walk s from the end, copying each word (a maximal run of non-spaces) in order of discovery.
    int n = strlen(s);
    char* result = malloc(n + 1);
    int len = 0;
    int i = n - 1;
    while (i >= 0) {
        while (i >= 0 && s[i] == ' ') i--;
        if (i < 0) break;
        int end = i;
        while (i >= 0 && s[i] != ' ') i--;
        if (len > 0) result[len++] = ' ';
        memcpy(result + len, s + i + 1, end - i);
        len += end - i;
    }
    result[len] = '\0';
    return result;
}
