class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        // Every pair of ends: the rectangle over [i, j] is as high as its lowest bar. O(n^2).
        int n = heights.size();
        int best = 0;
        for (int i = 0; i < n; i++) {
            int low = heights[i];
            for (int j = i; j < n; j++) {
                low = min(low, heights[j]);
                best = max(best, low * (j - i + 1));
            }
        }
        return best;
    }
};
