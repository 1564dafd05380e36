class Solution {
public:
    int goodNodes(TreeNode* root) {
        // Depth-first walk with an explicit stack (chains of 10^5 nodes are deep), carrying the
        // largest value on the path from the root. A node is good when it is at least that value.
        int good = 0;
        vector<pair<TreeNode*, int>> stack = {{root, root->val}};
        while (!stack.empty()) {
            auto [node, bestAbove] = stack.back();
            stack.pop_back();
            if (node->val >= bestAbove) {
                ++good;
                bestAbove = node->val;
            }
            if (node->left) stack.emplace_back(node->left, bestAbove);
            if (node->right) stack.emplace_back(node->right, bestAbove);
        }
        return good;
    }
};
