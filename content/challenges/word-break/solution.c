typedef struct {
    const char* word;
    UT_hash_handle hh;
} Word;

bool wordBreak(char* s, char** wordDict, int wordDictSize) {
    // The dictionary as a hash set keyed by the words' bytes, and which word lengths occur.
    Word* words = NULL;
    Word* entries = malloc(wordDictSize * sizeof(Word));
    bool hasLength[21] = {false};
    for (int i = 0; i < wordDictSize; i++) {
        size_t len = strlen(wordDict[i]);
        entries[i].word = wordDict[i];
        HASH_ADD_KEYPTR(hh, words, entries[i].word, len, &entries[i]);
        hasLength[len] = true;
    }
    int n = strlen(s);
    // ok[i] is true when the first i characters split into dictionary words.
    bool* ok = calloc(n + 1, sizeof(bool));
    ok[0] = true;
    for (int i = 1; i <= n; i++) {
        for (int len = 1; len <= 20 && len <= i && !ok[i]; len++) {
            if (!hasLength[len] || !ok[i - len]) continue;
            Word* found;
            HASH_FIND(hh, words, s + i - len, len, found);
            ok[i] = found != NULL;
        }
    }
    bool result = ok[n];
    HASH_CLEAR(hh, words);
    free(entries);
    free(ok);
    return result;
}
