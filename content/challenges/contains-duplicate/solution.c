bool containsDuplicate(int* nums, int numsSize) {
    // Open addressing with linear probing, at most half full.
    int cap = 1;
    while (cap < 2 * numsSize) cap <<= 1;
    int* keys = malloc(cap * sizeof(int));
    bool* used = calloc(cap, sizeof(bool));
    bool found = false;
    for (int i = 0; i < numsSize && !found; i++) {
        unsigned h = ((unsigned)nums[i] * 2654435761u) & (cap - 1);
        while (used[h] && keys[h] != nums[i]) h = (h + 1) & (cap - 1);
        if (used[h]) found = true;
        used[h] = true;
        keys[h] = nums[i];
    }
    free(keys);
    free(used);
    return found;
}
