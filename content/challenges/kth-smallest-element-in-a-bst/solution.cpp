class Solution {
public:
    int kthSmallest(TreeNode* root, int k) {
        stack<TreeNode*> path;
        TreeNode* node = root;
        while (true) {
            while (node != nullptr) {
                path.push(node);
                node = node->left;
            }
            node = path.top();
            path.pop();
            if (--k == 0) return node->val;
            node = node->right;
        }
    }
};
