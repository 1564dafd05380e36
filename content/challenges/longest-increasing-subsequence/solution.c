int lengthOfLIS(int* nums, int numsSize) {
    // tails[k] is the smallest tail of an increasing subsequence of length k + 1.
    int* tails = malloc(numsSize * sizeof(int));
    int size = 0;
    for (int i = 0; i < numsSize; i++) {
        // The first tail >= nums[i]: equal values replace, never extend (strictly increasing).
        int lo = 0, hi = size;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (tails[mid] < nums[i]) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = nums[i];
        if (lo == size) size++;
    }
    free(tails);
    return size;
}
