class Solution {
    // Height of node's subtree, or -1 as soon as some subtree below is unbalanced.
    int checkedHeight(TreeNode* node) {
        if (node == nullptr) return 0;
        int left = checkedHeight(node->left);
        if (left < 0) return -1;
        int right = checkedHeight(node->right);
        if (right < 0) return -1;
        if (abs(left - right) > 1) return -1;
        return 1 + max(left, right);
    }

public:
    bool isBalanced(TreeNode* root) { return checkedHeight(root) >= 0; }
};
