int rob(int* nums, int numsSize) {
    int skip = 0, take = 0;
    for (int i = 0; i < numsSize; i++) {
        int next = skip + nums[i] > take ? skip + nums[i] : take;
        skip = take;
        take = next;
    }
    return take;
}
