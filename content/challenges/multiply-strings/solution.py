class Solution:
    def multiply(self, num1: str, num2: str) -> str:
        # Grade-school multiplication: digit i of num1 times digit j of num2 lands in column i + j + 1
        # of an array of len(num1) + len(num2) columns; the carries are settled in one pass at the end.
        if num1 == "0" or num2 == "0":
            return "0"
        m, n = len(num1), len(num2)
        b = [ord(c) - 48 for c in num2]
        cols = [0] * (m + n)
        for i in range(m - 1, -1, -1):
            d = ord(num1[i]) - 48
            if d == 0:
                continue
            for j in range(n - 1, -1, -1):
                cols[i + j + 1] += d * b[j]
        carry = 0
        for k in range(m + n - 1, -1, -1):
            total = cols[k] + carry
            cols[k] = total % 10
            carry = total // 10
        start = 0
        while cols[start] == 0:
            start += 1
        return "".join(chr(48 + d) for d in cols[start:])
