int singleNumber(int* nums, int numsSize) {
    // x ^ x = 0 and x ^ 0 = x: every pair cancels, the lone value is what remains.
    int acc = 0;
    for (int i = 0; i < numsSize; i++) acc ^= nums[i];
    return acc;
}
