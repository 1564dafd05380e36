class Solution:
    def calculate(self, s: str) -> int:
        # result: the value of the current parenthesised group so far; sign: the sign of the number
        # being read. Opening a group saves (result, sign) on a stack; closing it folds back.
        result, number, sign = 0, 0, 1
        stack = []
        for ch in s:
            if "0" <= ch <= "9":
                number = number * 10 + ord(ch) - 48
            elif ch == "+" or ch == "-":
                result += sign * number
                number = 0
                sign = 1 if ch == "+" else -1
            elif ch == "(":
                stack.append(result)
                stack.append(sign)
                result, sign = 0, 1
            elif ch == ")":
                result += sign * number
                number = 0
                group_sign = stack.pop()
                result = stack.pop() + group_sign * result
        return result + sign * number
