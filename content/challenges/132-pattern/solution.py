class Solution:
    def find132pattern(self, nums: List[int]) -> bool:
        # Scan from the right. `third` is the largest value seen so far that has a larger value
        # to its left among the scanned ones: a candidate for the "2" of the pattern.
        third = float("-inf")
        stack = []  # scanned values, decreasing from bottom to top
        for x in reversed(nums):
            if x < third:
                return True
            while stack and stack[-1] < x:
                third = stack.pop()
            stack.append(x)
        return False
