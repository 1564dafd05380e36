class Solution:
    def calPoints(self, operations: List[str]) -> int:
        # The record is a stack: every operation reads or changes only its most recent scores.
        record = []
        for op in operations:
            if op == "C":
                record.pop()
            elif op == "D":
                record.append(2 * record[-1])
            elif op == "+":
                record.append(record[-1] + record[-2])
            else:
                record.append(int(op))
        return sum(record)
