class Solution {
public:
    int maxPathSum(TreeNode* root) {
        // Every node as the top of the path, its two arms searched afresh: O(n^2) on a deep tree.
        int best = root->val;
        vector<TreeNode*> stack = {root};
        while (!stack.empty()) {
            TreeNode* node = stack.back();
            stack.pop_back();
            best = max(best, node->val + max(0, down(node->left)) + max(0, down(node->right)));
            if (node->left) stack.push_back(node->left);
            if (node->right) stack.push_back(node->right);
        }
        return best;
    }

private:
    // Best sum of a downward path starting at node.
    int down(TreeNode* node) {
        if (node == nullptr) return 0;
        return node->val + max({0, down(node->left), down(node->right)});
    }
};
