class Solution {
    int best = 0;

    // Returns the number of nodes on the longest downward path from node, and records the
    // longest path that bends at node: height(left) + height(right) edges.
    int height(TreeNode* node) {
        if (node == nullptr) return 0;
        int left = height(node->left);
        int right = height(node->right);
        best = max(best, left + right);
        return 1 + max(left, right);
    }

public:
    int diameterOfBinaryTree(TreeNode* root) {
        best = 0;
        height(root);
        return best;
    }
};
