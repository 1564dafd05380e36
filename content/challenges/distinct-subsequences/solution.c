int numDistinct(char* s, char* t) {
    // Counts for shorter prefixes of t can exceed the final answer: they wrap in 64 bits,
    // which keeps the final count (guaranteed to fit in an int) exact.
    int m = strlen(t);
    unsigned long long* ways = calloc(m + 1, sizeof(unsigned long long));
    ways[0] = 1;
    for (int i = 0; s[i] != '\0'; i++) {
        // Right to left, so each character of s extends a way at most once.
        for (int j = m; j >= 1; j--) {
            if (t[j - 1] == s[i]) ways[j] += ways[j - 1];
        }
    }
    int result = (int)ways[m];
    free(ways);
    return result;
}
