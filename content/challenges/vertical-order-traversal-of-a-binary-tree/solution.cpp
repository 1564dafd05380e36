class Solution {
public:
    vector<vector<int>> verticalTraversal(TreeNode* root) {
        // Min-heap of (column, row, value): popping it gives columns left to right, rows top to
        // bottom within a column, and smaller values first when row and column are shared.
        priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<tuple<int, int, int>>> heap;
        vector<tuple<TreeNode*, int, int>> stack = {{root, 0, 0}};
        while (!stack.empty()) {
            auto [node, row, col] = stack.back();
            stack.pop_back();
            heap.emplace(col, row, node->val);
            if (node->left) stack.emplace_back(node->left, row + 1, col - 1);
            if (node->right) stack.emplace_back(node->right, row + 1, col + 1);
        }
        vector<vector<int>> columns;
        bool first = true;
        int lastCol = 0;
        while (!heap.empty()) {
            auto [col, row, val] = heap.top();
            heap.pop();
            if (first || col != lastCol) {
                columns.emplace_back();
                lastCol = col;
                first = false;
            }
            columns.back().push_back(val);
        }
        return columns;
    }
};
