class Solution {
    static constexpr int NUL = INT_MIN;  // marks a missing child; values are within +-10^4

    // Preorder with a marker for every missing child: describes the tree exactly, and each
    // subtree is one contiguous run of the sequence.
    static vector<int> serialize(TreeNode* top) {
        vector<int> out;
        vector<TreeNode*> stack = {top};
        while (!stack.empty()) {
            TreeNode* node = stack.back();
            stack.pop_back();
            if (node == nullptr) {
                out.push_back(NUL);
                continue;
            }
            out.push_back(node->val);
            stack.push_back(node->right);
            stack.push_back(node->left);
        }
        return out;
    }

public:
    bool isSubtree(TreeNode* root, TreeNode* subRoot) {
        vector<int> text = serialize(root), pattern = serialize(subRoot);
        // KMP: fail[i] is the longest proper border of pattern[0..i].
        vector<int> fail(pattern.size(), 0);
        for (size_t i = 1, k = 0; i < pattern.size(); i++) {
            while (k > 0 && pattern[i] != pattern[k]) k = fail[k - 1];
            if (pattern[i] == pattern[k]) k++;
            fail[i] = (int)k;
        }
        size_t k = 0;
        for (int token : text) {
            while (k > 0 && token != pattern[k]) k = fail[k - 1];
            if (token == pattern[k] && ++k == pattern.size()) return true;
        }
        return false;
    }
};
