class Solution:
    def decodeString(self, s: str) -> str:
        # Each "[" saves the text built so far and the repeat count; "]" expands and restores.
        stack = []
        current = []
        count = 0
        for ch in s:
            if ch.isdigit():
                count = count * 10 + int(ch)
            elif ch == "[":
                stack.append((current, count))
                current, count = [], 0
            elif ch == "]":
                outer, times = stack.pop()
                outer.append("".join(current) * times)
                current = outer
            else:
                current.append(ch)
        return "".join(current)
