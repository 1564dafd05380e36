char* minWindow(char* s, char* t) {
    int need[128] = {0};
    int missing = 0;
    for (const char* p = t; *p; p++, missing++) need[(unsigned char)*p]++;
    int bestStart = 0, bestLen = INT_MAX, left = 0;
    for (int right = 0; s[right]; right++) {
        unsigned char ch = s[right];
        if (need[ch] > 0) missing--;
        need[ch]--;
        if (missing == 0) {
            // Shrink from the left while the window still covers t.
            while (need[(unsigned char)s[left]] < 0) {
                need[(unsigned char)s[left]]++;
                left++;
            }
            if (right - left + 1 < bestLen) {
                bestStart = left;
                bestLen = right - left + 1;
            }
            need[(unsigned char)s[left]]++;
            missing++;
            left++;
        }
    }
    if (bestLen == INT_MAX) bestLen = 0;
    char* result = malloc(bestLen + 1);
    memcpy(result, s + bestStart, bestLen);
    result[bestLen] = '\0';
    return result;
}
