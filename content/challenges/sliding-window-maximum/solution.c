/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* maxSlidingWindow(int* nums, int numsSize, int k, int* returnSize) {
    // The deque holds indices whose values decrease from front to back: the front is the maximum.
    // Each index enters once, so an array of n slots with head and tail pointers is the deque.
    int* window = malloc(numsSize * sizeof(int));
    int head = 0, tail = 0;
    int* result = malloc((numsSize - k + 1) * sizeof(int));
    for (int i = 0; i < numsSize; i++) {
        while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
        window[tail++] = i;
        if (window[head] <= i - k) head++;
        if (i >= k - 1) result[i - k + 1] = nums[window[head]];
    }
    free(window);
    *returnSize = numsSize - k + 1;
    return result;
}
