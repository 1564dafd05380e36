class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> levels;
        queue<TreeNode*> pending;
        if (root != nullptr) pending.push(root);
        while (!pending.empty()) {
            // Everything queued right now belongs to the same level.
            size_t width = pending.size();
            vector<int> level;
            for (size_t i = 0; i < width; ++i) {
                TreeNode* node = pending.front();
                pending.pop();
                level.push_back(node->val);
                if (node->left != nullptr) pending.push(node->left);
                if (node->right != nullptr) pending.push(node->right);
            }
            levels.push_back(level);
        }
        return levels;
    }
};
