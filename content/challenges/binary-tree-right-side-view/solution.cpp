class Solution {
public:
    vector<int> rightSideView(TreeNode* root) {
        vector<int> view;
        visit(root, 0, view);
        return view;
    }

private:
    // Right subtree first, so the first node reached at each depth is the visible one.
    void visit(TreeNode* node, size_t depth, vector<int>& view) {
        if (node == nullptr) return;
        if (depth == view.size()) view.push_back(node->val);
        visit(node->right, depth + 1, view);
        visit(node->left, depth + 1, view);
    }
};
