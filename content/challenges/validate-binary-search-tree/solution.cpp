class Solution {
public:
    bool isValidBST(TreeNode* root) {
        // Bounds are long long so that nodes holding INT_MIN or INT_MAX still fit strictly inside.
        return within(root, LLONG_MIN, LLONG_MAX);
    }

private:
    bool within(TreeNode* node, long long low, long long high) {
        if (node == nullptr) return true;
        if (node->val <= low || node->val >= high) return false;
        return within(node->left, low, node->val) && within(node->right, node->val, high);
    }
};
