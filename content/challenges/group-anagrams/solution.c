typedef struct {
    char* key;       // the word's letters, sorted
    int* members;    // indices into strs
    int size, cap;
    UT_hash_handle hh;
} Group;

static int compareChars(const void* a, const void* b) {
    return *(const char*)a - *(const char*)b;
}

/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {
    // Anagrams share the same multiset of letters, so their sorted letters form a common key.
    Group* groups = NULL;
    int count = 0;
    for (int i = 0; i < strsSize; i++) {
        size_t len = strlen(strs[i]);
        char* key = malloc(len + 1);
        memcpy(key, strs[i], len + 1);
        qsort(key, len, 1, compareChars);
        Group* g;
        HASH_FIND_STR(groups, key, g);
        if (g) {
            free(key);
        } else {
            g = malloc(sizeof(Group));
            g->key = key;
            g->size = 0;
            g->cap = 4;
            g->members = malloc(g->cap * sizeof(int));
            HASH_ADD_KEYPTR(hh, groups, g->key, len, g);
            count++;
        }
        if (g->size == g->cap) {
            g->cap *= 2;
            g->members = realloc(g->members, g->cap * sizeof(int));
        }
        g->members[g->size++] = i;
    }
    char*** result = malloc((count > 0 ? count : 1) * sizeof(char**));
    *returnColumnSizes = malloc((count > 0 ? count : 1) * sizeof(int));
    *returnSize = 0;
    Group *g, *tmp;
    HASH_ITER(hh, groups, g, tmp) {
        char** words = malloc(g->size * sizeof(char*));
        for (int j = 0; j < g->size; j++) {
            size_t len = strlen(strs[g->members[j]]);
            words[j] = malloc(len + 1);
            memcpy(words[j], strs[g->members[j]], len + 1);
        }
        (*returnColumnSizes)[*returnSize] = g->size;
        result[(*returnSize)++] = words;
        HASH_DEL(groups, g);
        free(g->key);
        free(g->members);
        free(g);
    }
    return result;
}
