class Solution:
    def evalRPN(self, tokens: List[str]) -> int:
        # Operands wait on a stack; an operator takes the top two (the top one is the right operand).
        stack = []
        for token in tokens:
            if token in ("+", "-", "*", "/"):
                b = stack.pop()
                a = stack.pop()
                if token == "+":
                    stack.append(a + b)
                elif token == "-":
                    stack.append(a - b)
                elif token == "*":
                    stack.append(a * b)
                else:
                    # Python's // rounds down; the quotient must be truncated toward zero.
                    q = abs(a) // abs(b)
                    stack.append(q if (a < 0) == (b < 0) else -q)
            else:
                stack.append(int(token))
        return stack[0]
