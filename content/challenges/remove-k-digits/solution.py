class Solution:
    def removeKdigits(self, num: str, k: int) -> str:
        # Keep the digits as a stack that never decreases: a digit larger than the one after it
        # is the best digit to remove, as long as removals are left.
        stack = []
        for d in num:
            while k and stack and stack[-1] > d:
                stack.pop()
                k -= 1
            stack.append(d)
        if k:
            del stack[-k:]  # the rest never decreases: drop the largest digits, at the end
        return "".join(stack).lstrip("0") or "0"
