typedef struct {
    const char* word;
    bool visited;
    UT_hash_handle hh;
} Word;

int ladderLength(char* beginWord, char* endWord, char** wordList, int wordListSize) {
    // The dictionary as a hash set keyed by the words' bytes; all words share one length.
    int len = strlen(beginWord);
    Word* dict = NULL;
    Word* entries = malloc(wordListSize * sizeof(Word));
    for (int i = 0; i < wordListSize; i++) {
        entries[i].word = wordList[i];
        entries[i].visited = false;
        HASH_ADD_KEYPTR(hh, dict, entries[i].word, len, &entries[i]);
    }
    Word* found;
    HASH_FIND(hh, dict, endWord, len, found);
    int answer = 0;
    if (found) {
        HASH_FIND(hh, dict, beginWord, len, found);
        if (found) found->visited = true;
        // BFS level by level over the words; each dictionary word is queued at most once.
        const char** queue = malloc((wordListSize + 1) * sizeof(char*));
        int head = 0, tail = 0, words = 1;
        queue[tail++] = beginWord;
        char candidate[16];
        while (head < tail && answer == 0) {
            for (int levelEnd = tail; head < levelEnd && answer == 0; head++) {
                const char* word = queue[head];
                if (strcmp(word, endWord) == 0) {
                    answer = words;
                    break;
                }
                // Try every one-letter change and keep the ones still unvisited in the dictionary.
                memcpy(candidate, word, len);
                for (int pos = 0; pos < len; pos++) {
                    char original = candidate[pos];
                    for (char ch = 'a'; ch <= 'z'; ch++) {
                        if (ch == original) continue;
                        candidate[pos] = ch;
                        HASH_FIND(hh, dict, candidate, len, found);
                        if (found && !found->visited) {
                            found->visited = true;
                            queue[tail++] = found->word;
                        }
                    }
                    candidate[pos] = original;
                }
            }
            words++;
        }
        free(queue);
    }
    HASH_CLEAR(hh, dict);
    free(entries);
    return answer;
}
