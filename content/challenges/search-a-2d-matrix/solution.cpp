class Solution {
public:
    bool searchMatrix(vector<vector<int>>& matrix, int target) {
        // Read row by row, the matrix is one sorted array of m * n values: binary search it.
        int m = matrix.size(), n = matrix[0].size();
        int lo = 0, hi = m * n - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int value = matrix[mid / n][mid % n];
            if (value == target) return true;
            if (value < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
    }
};
