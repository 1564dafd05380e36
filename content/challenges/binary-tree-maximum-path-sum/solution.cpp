class Solution {
public:
    int maxPathSum(TreeNode* root) {
        best = root->val;
        gain(root);
        return best;
    }

private:
    int best = 0;

    // Best sum of a downward path starting at node; a negative arm is better left out.
    int gain(TreeNode* node) {
        if (node == nullptr) return 0;
        int left = max(gain(node->left), 0);
        int right = max(gain(node->right), 0);
        best = max(best, node->val + left + right);
        return node->val + max(left, right);
    }
};
