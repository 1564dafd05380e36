// An open-addressing hash set of long long values, at most half full.
typedef struct {
    long long* keys;
    bool* used;
    unsigned mask;
} LongSet;

static unsigned slotOf(const LongSet* set, long long key) {
    unsigned h = (unsigned)(((unsigned long long)key * 11400714819323198485ull) >> 32) & set->mask;
    while (set->used[h] && set->keys[h] != key) h = (h + 1) & set->mask;
    return h;
}

static bool contains(const LongSet* set, long long key) {
    return set->used[slotOf(set, key)];
}

int longestConsecutive(int* nums, int numsSize) {
    unsigned cap = 1;
    while (cap < 2u * (unsigned)numsSize) cap <<= 1;
    LongSet set = { malloc(cap * sizeof(long long)), calloc(cap, sizeof(bool)), cap - 1 };
    for (int i = 0; i < numsSize; i++) {
        unsigned h = slotOf(&set, nums[i]);
        set.used[h] = true;
        set.keys[h] = nums[i];
    }
    int best = 0;
    for (unsigned h = 0; h < cap; h++) {
        if (!set.used[h]) continue;
        long long x = set.keys[h];
        // Only count upward from the first value of a run, so each value is visited once.
        if (contains(&set, x - 1)) continue;
        long long y = x;
        while (contains(&set, y + 1)) y++;
        if (y - x + 1 > best) best = (int)(y - x + 1);
    }
    free(set.keys);
    free(set.used);
    return best;
}
