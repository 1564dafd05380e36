class Solution:
    def longestValidParentheses(self, s: str) -> int:
        # stack[0] is the index just before the current valid stretch (a sentinel); above it sit
        # the indices of '(' still waiting for their ')'.
        stack = [-1]
        best = 0
        for i, ch in enumerate(s):
            if ch == "(":
                stack.append(i)
            else:
                stack.pop()
                if stack:
                    # Everything after the index now on top is balanced up to i.
                    if i - stack[-1] > best:
                        best = i - stack[-1]
                else:
                    # An unmatched ')': no valid stretch can cross it, it becomes the new sentinel.
                    stack.append(i)
        return best
