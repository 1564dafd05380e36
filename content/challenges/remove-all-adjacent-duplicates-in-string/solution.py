class Solution:
    def removeDuplicates(self, s: str) -> str:
        # The stack holds the text kept so far; a letter equal to its top cancels with it.
        stack = []
        for ch in s:
            if stack and stack[-1] == ch:
                stack.pop()
            else:
                stack.append(ch)
        return "".join(stack)
