class Solution:
    def largestRectangleArea(self, heights: List[int]) -> int:
        # Every pair of ends: the rectangle over [i, j] is as high as its lowest bar. O(n^2).
        best = 0
        n = len(heights)
        for i in range(n):
            low = heights[i]
            for j in range(i, n):
                if heights[j] < low:
                    low = heights[j]
                best = max(best, low * (j - i + 1))
        return best
