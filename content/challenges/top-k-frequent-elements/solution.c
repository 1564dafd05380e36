/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* topKFrequent(int* nums, int numsSize, int k, int* returnSize) {
    // Values lie in [-10^4, 10^4], so a plain array counts them.
    enum { OFFSET = 10000, RANGE = 20001 };
    int* counts = calloc(RANGE, sizeof(int));
    for (int i = 0; i < numsSize; i++) counts[nums[i] + OFFSET]++;
    // Bucket sort by frequency (a count is at most numsSize): each bucket is a linked list of
    // values, head[count] -> next[value] -> ...
    int* head = malloc((numsSize + 1) * sizeof(int));
    int* next = malloc(RANGE * sizeof(int));
    for (int c = 0; c <= numsSize; c++) head[c] = -1;
    for (int v = 0; v < RANGE; v++) {
        if (counts[v] == 0) continue;
        next[v] = head[counts[v]];
        head[counts[v]] = v;
    }
    int* result = malloc(k * sizeof(int));
    int filled = 0;
    for (int c = numsSize; c > 0 && filled < k; c--) {
        for (int v = head[c]; v != -1 && filled < k; v = next[v]) result[filled++] = v - OFFSET;
    }
    free(counts);
    free(head);
    free(next);
    *returnSize = filled;
    return result;
}
