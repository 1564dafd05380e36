/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    // One pass over an open-addressing table (value -> index); the partner of x is target - x.
    int cap = 1;
    while (cap < 2 * numsSize) cap <<= 1;
    long long* keys = malloc(cap * sizeof(long long));
    int* idx = malloc(cap * sizeof(int));
    for (int h = 0; h < cap; h++) idx[h] = -1;
    int* result = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; i++) {
        long long want = (long long)target - nums[i];
        unsigned h = ((unsigned long long)want * 11400714819323198485ull) >> 40 & (cap - 1);
        while (idx[h] != -1 && keys[h] != want) h = (h + 1) & (cap - 1);
        if (idx[h] != -1) {
            result[0] = idx[h];
            result[1] = i;
            *returnSize = 2;
            break;
        }
        long long key = nums[i];
        h = ((unsigned long long)key * 11400714819323198485ull) >> 40 & (cap - 1);
        while (idx[h] != -1 && keys[h] != key) h = (h + 1) & (cap - 1);
        if (idx[h] == -1) {
            keys[h] = key;
            idx[h] = i;
        }
    }
    free(keys);
    free(idx);
    return result;
}
