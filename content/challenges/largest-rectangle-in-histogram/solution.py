class Solution:
    def largestRectangleArea(self, heights: List[int]) -> int:
        # The stack holds bar indices with increasing heights. When a lower bar arrives, each taller
        # bar popped has found how far it reaches: right up to this bar, left past the bar below it.
        stack = []
        best = 0
        n = len(heights)
        for i in range(n + 1):
            h = heights[i] if i < n else 0  # a final bar of height 0 empties the stack
            while stack and heights[stack[-1]] >= h:
                height = heights[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                best = max(best, height * (i - left))
            stack.append(i)
        return best
