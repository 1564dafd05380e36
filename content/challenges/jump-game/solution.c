bool canJump(int* nums, int numsSize) {
    // Track the farthest index reachable so far; a gap before it is never crossed.
    int reach = 0;
    for (int i = 0; i < numsSize; i++) {
        if (i > reach) return false;
        if (i + nums[i] > reach) reach = i + nums[i];
    }
    return true;
}
