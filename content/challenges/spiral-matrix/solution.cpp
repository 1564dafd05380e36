class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        // Peel the matrix layer by layer: top row, right column, bottom row, left column, shrinking
        // the four bounds after each side; the checks stop a single leftover row or column being read twice.
        int top = 0, bottom = (int)matrix.size() - 1;
        int left = 0, right = (int)matrix[0].size() - 1;
        vector<int> order;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) order.push_back(matrix[top][c]);
            top++;
            for (int r = top; r <= bottom; r++) order.push_back(matrix[r][right]);
            right--;
            if (top <= bottom) {
                for (int c = right; c >= left; c--) order.push_back(matrix[bottom][c]);
                bottom--;
            }
            if (left <= right) {
                for (int r = bottom; r >= top; r--) order.push_back(matrix[r][left]);
                left++;
            }
        }
        return order;
    }
};
