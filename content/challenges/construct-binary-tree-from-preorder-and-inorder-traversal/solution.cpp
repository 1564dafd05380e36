class Solution {
    unordered_map<int, int> where;  // value -> its index in inorder (values are distinct)
    int nextRoot = 0;

    // Builds the subtree made of inorder[lo..hi]; its root is the next unused preorder value.
    TreeNode* build(const vector<int>& preorder, int lo, int hi) {
        if (lo > hi) return nullptr;
        int value = preorder[nextRoot++];
        TreeNode* node = new TreeNode(value);
        int mid = where[value];
        node->left = build(preorder, lo, mid - 1);  // preorder lists the left subtree first
        node->right = build(preorder, mid + 1, hi);
        return node;
    }

public:
    TreeNode* buildTree(vector<int>& preorder, vector<int>& inorder) {
        where.clear();
        nextRoot = 0;
        for (int i = 0; i < (int)inorder.size(); i++) where[inorder[i]] = i;
        return build(preorder, 0, (int)inorder.size() - 1);
    }
};
