/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** subsets(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    // Each new number doubles the collection: every existing subset, with and without it.
    int total = 1 << numsSize;
    int** result = malloc(total * sizeof(int*));
    int* sizes = malloc(total * sizeof(int));
    result[0] = malloc(sizeof(int));  // the empty subset (a valid pointer, no elements)
    sizes[0] = 0;
    int count = 1;
    for (int k = 0; k < numsSize; k++) {
        for (int i = 0, existing = count; i < existing; i++) {
            int* subset = malloc((sizes[i] + 1) * sizeof(int));
            memcpy(subset, result[i], sizes[i] * sizeof(int));
            subset[sizes[i]] = nums[k];
            result[count] = subset;
            sizes[count++] = sizes[i] + 1;
        }
    }
    *returnSize = count;
    *returnColumnSizes = sizes;
    return result;
}
