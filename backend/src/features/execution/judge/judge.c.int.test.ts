import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const head = "int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n";
const twoSumBody = `    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) {
                int* r = malloc(2 * sizeof(int));
                r[0] = i;
                r[1] = j;
                *returnSize = 2;
                return r;
            }
    *returnSize = 0;
    return NULL;
}`;

describeJudge("c", {
  twoSum: TWO_SUM.c,
  twoSumWrong: `${head}    int* r = calloc(2, sizeof(int));\n    *returnSize = 2;\n    return r;\n}`,
  // C has no exceptions: a failed assert() aborts, and its message names the learner's line.
  twoSumThrows: `${head}    assert(numsSize == -1 && "boom");\n    return NULL;\n}`,
  throwWhere: /solution\.c:2: .*twoSum.*: Assertion/,
  twoSumLoops: `${head}    volatile long spin = 0;
    while (numsSize == 2) spin = spin + 1;
${twoSumBody}`,
  twoSumBroken: `${head}    int missing = 1
    return NULL;
}`,
  // Clang reports the missing ';' at the end of the learner's line 2.
  compileError: /solution\.c:2:\d+: error: expected ';' at end of declaration/,
  twoSumPrints: `${head}    printf("n=%d\\n", numsSize);
${twoSumBody}`,
  twoSumImports: `#include <stdlib.h>
#include <string.h>
#include <search.h>

${head}    char* copy = strdup("x");
    free(copy);
${twoSumBody}`,
  invertTree: `struct TreeNode* invertTree(struct TreeNode* root) {
    if (!root) return NULL;
    struct TreeNode* left = invertTree(root->left);
    root->left = invertTree(root->right);
    root->right = left;
    return root;
}`,
  invertTreeUnchecked: `struct TreeNode* invertTree(struct TreeNode* root) {
    struct TreeNode* left = root->left;
    root->left = root->right;
    root->right = left;
    return root;
}`,
  nullTreeError: /^Segmentation fault/,
  reverseList: `struct ListNode* reverseList(struct ListNode* head) {
    struct ListNode* prev = NULL;
    while (head) {
        struct ListNode* next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}`,
  levelOrder: `int** levelOrder(struct TreeNode* root, int* returnSize, int** returnColumnSizes) {
    struct TreeNode* queue[2000];
    int head = 0, tail = 0;
    int** out = malloc(2000 * sizeof(int*));
    *returnColumnSizes = malloc(2000 * sizeof(int));
    *returnSize = 0;
    if (root) queue[tail++] = root;
    while (head < tail) {
        int n = tail - head;
        int* level = malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) {
            struct TreeNode* node = queue[head++];
            level[i] = node->val;
            if (node->left) queue[tail++] = node->left;
            if (node->right) queue[tail++] = node->right;
        }
        (*returnColumnSizes)[*returnSize] = n;
        out[(*returnSize)++] = level;
    }
    return out;
}`,
  longestCommonPrefix: `char* longestCommonPrefix(char** strs, int strsSize) {
    char* prefix = strdup(strs[0]);
    for (int i = 1; i < strsSize; i++) {
        int k = 0;
        while (prefix[k] && prefix[k] == strs[i][k]) k++;
        prefix[k] = '\\0';
    }
    return prefix;
}`,
  isAnagram: `bool isAnagram(char* s, char* t) {
    int count[256] = {0};
    for (; *s; s++) count[(unsigned char)*s]++;
    for (; *t; t++) count[(unsigned char)*t]--;
    for (int i = 0; i < 256; i++) if (count[i]) return false;
    return true;
}`,
  findMedianSortedArrays: `static int cmp(const void* a, const void* b) { return *(const int*)a - *(const int*)b; }
double findMedianSortedArrays(int* nums1, int nums1Size, int* nums2, int nums2Size) {
    int n = nums1Size + nums2Size;
    int* a = malloc(n * sizeof(int));
    memcpy(a, nums1, nums1Size * sizeof(int));
    memcpy(a + nums1Size, nums2, nums2Size * sizeof(int));
    qsort(a, n, sizeof(int), cmp);
    return n % 2 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2.0;
}`,
  merge: `static int byStart(const void* a, const void* b) { return (*(int* const*)a)[0] - (*(int* const*)b)[0]; }
int** merge(int** intervals, int intervalsSize, int* intervalsColSize, int* returnSize, int** returnColumnSizes) {
    qsort(intervals, intervalsSize, sizeof(int*), byStart);
    int** out = malloc(intervalsSize * sizeof(int*));
    *returnColumnSizes = malloc(intervalsSize * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < intervalsSize; i++) {
        if (*returnSize && intervals[i][0] <= out[*returnSize - 1][1]) {
            if (intervals[i][1] > out[*returnSize - 1][1]) out[*returnSize - 1][1] = intervals[i][1];
        } else {
            out[*returnSize] = intervals[i];
            (*returnColumnSizes)[(*returnSize)++] = intervalsColSize[i];
        }
    }
    return out;
}`,
});
