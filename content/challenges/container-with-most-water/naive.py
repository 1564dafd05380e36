class Solution:
    def maxArea(self, height: List[int]) -> int:
        # Every pair of walls: O(n^2).
        n = len(height)
        best = 0
        for i in range(n):
            for j in range(i + 1, n):
                area = min(height[i], height[j]) * (j - i)
                if area > best:
                    best = area
        return best
