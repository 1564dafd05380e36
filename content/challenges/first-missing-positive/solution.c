int firstMissingPositive(int* nums, int numsSize) {
    int n = numsSize;
    // Place every value v in 1..n at index v - 1; the first index holding the wrong value is the gap.
    for (int i = 0; i < n; i++) {
        while (nums[i] >= 1 && nums[i] <= n && nums[nums[i] - 1] != nums[i]) {
            int j = nums[i] - 1;
            nums[i] = nums[j];
            nums[j] = j + 1;
        }
    }
    for (int i = 0; i < n; i++) {
        if (nums[i] != i + 1) return i + 1;
    }
    return n + 1;
}
