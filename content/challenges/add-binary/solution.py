class Solution:
    def addBinary(self, a: str, b: str) -> str:
        # Column addition from the right end of both strings, carrying into the next column.
        i, j = len(a) - 1, len(b) - 1
        carry = 0
        digits = []
        while i >= 0 or j >= 0 or carry:
            total = carry
            if i >= 0:
                total += a[i] == "1"
                i -= 1
            if j >= 0:
                total += b[j] == "1"
                j -= 1
            digits.append("1" if total & 1 else "0")
            carry = total >> 1
        return "".join(reversed(digits))
