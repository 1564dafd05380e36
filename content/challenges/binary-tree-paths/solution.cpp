class Solution {
    vector<string> paths;
    vector<int> path;  // values from the root to the current node

    void walk(TreeNode* node) {
        path.push_back(node->val);
        if (node->left == nullptr && node->right == nullptr) {
            string text = to_string(path[0]);
            for (size_t i = 1; i < path.size(); i++) text += "->" + to_string(path[i]);
            paths.push_back(text);
        } else {
            if (node->left) walk(node->left);
            if (node->right) walk(node->right);
        }
        path.pop_back();  // backtrack before returning to the parent
    }

public:
    vector<string> binaryTreePaths(TreeNode* root) {
        paths.clear();
        path.clear();
        walk(root);
        return paths;
    }
};
