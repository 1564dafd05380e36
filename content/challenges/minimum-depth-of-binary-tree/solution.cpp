class Solution {
public:
    int minDepth(TreeNode* root) {
        // Level-by-level BFS: the first node with no children is a nearest leaf.
        if (root == nullptr) return 0;
        queue<TreeNode*> q;
        q.push(root);
        for (int depth = 1;; ++depth) {
            for (int k = (int)q.size(); k > 0; --k) {
                TreeNode* node = q.front();
                q.pop();
                if (node->left == nullptr && node->right == nullptr) return depth;
                if (node->left) q.push(node->left);
                if (node->right) q.push(node->right);
            }
        }
    }
};
