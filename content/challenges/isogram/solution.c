bool isIsogram(char* phrase) {
    bool seen[26] = {false};
    for (const char* p = phrase; *p; p++) {
        // Only letters count; spaces and hyphens may repeat freely.
        if (!isalpha((unsigned char)*p)) continue;
        int letter = tolower((unsigned char)*p) - 'a';
        if (seen[letter]) return false;
        seen[letter] = true;
    }
    return true;
}
