class Solution {
public:
    bool hasPathSum(TreeNode* root, int targetSum) {
        // Depth-first walk carrying the path sum; only leaves may end a path. Sums stay within
        // 5000 * 1000 in absolute value, so int is enough.
        if (root == nullptr) return false;
        vector<pair<TreeNode*, int>> stack = {{root, root->val}};
        while (!stack.empty()) {
            auto [node, total] = stack.back();
            stack.pop_back();
            if (node->left == nullptr && node->right == nullptr) {
                if (total == targetSum) return true;
                continue;
            }
            if (node->left) stack.emplace_back(node->left, total + node->left->val);
            if (node->right) stack.emplace_back(node->right, total + node->right->val);
        }
        return false;
    }
};
