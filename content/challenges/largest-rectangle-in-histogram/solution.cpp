class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        // The stack holds bar indices with increasing heights. When a lower bar arrives, each taller
        // bar popped has found how far it reaches: right up to this bar, left past the bar below it.
        int n = heights.size();
        vector<int> stack;
        stack.reserve(n + 1);
        int best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i < n ? heights[i] : 0;  // a final bar of height 0 empties the stack
            while (!stack.empty() && heights[stack.back()] >= h) {
                int height = heights[stack.back()];
                stack.pop_back();
                int left = stack.empty() ? 0 : stack.back() + 1;
                best = max(best, height * (i - left));
            }
            stack.push_back(i);
        }
        return best;
    }
};
