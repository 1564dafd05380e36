/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* countBits(int n, int* returnSize) {
    // i has the ones of i >> 1 (i without its lowest bit) plus that lowest bit.
    int* bits = malloc((n + 1) * sizeof(int));
    bits[0] = 0;
    for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
    *returnSize = n + 1;
    return bits;
}
