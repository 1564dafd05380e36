class Solution {
    // a and b are mirror images of each other: equal values, a's left mirrors b's right and
    // a's right mirrors b's left.
    bool mirror(TreeNode* a, TreeNode* b) {
        if (a == nullptr || b == nullptr) return a == b;
        return a->val == b->val && mirror(a->left, b->right) && mirror(a->right, b->left);
    }

public:
    bool isSymmetric(TreeNode* root) {
        return mirror(root->left, root->right);
    }
};
