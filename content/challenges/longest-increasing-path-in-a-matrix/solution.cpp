class Solution {
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        int rows = matrix.size(), cols = matrix[0].size(), total = rows * cols;
        vector<int> flat(total);
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) flat[r * cols + c] = matrix[r][c];
        vector<int> order(total);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return flat[a] > flat[b]; });
        // longest[i]: the longest increasing path starting at cell i. Cells are settled from the
        // largest value down, so every strictly larger neighbour is already settled.
        vector<int> longest(total, 1);
        int answer = 1;
        for (int i : order) {
            int r = i / cols, c = i % cols, best = 1;
            auto consider = [&](int j) {
                if (flat[j] > flat[i]) best = max(best, longest[j] + 1);
            };
            if (r > 0) consider(i - cols);
            if (r < rows - 1) consider(i + cols);
            if (c > 0) consider(i - 1);
            if (c < cols - 1) consider(i + 1);
            longest[i] = best;
            answer = max(answer, best);
        }
        return answer;
    }
};
