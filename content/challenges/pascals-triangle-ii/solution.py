class Solution:
    def getRow(self, rowIndex: int) -> List[int]:
        row = [1] * (rowIndex + 1)
        # Turn row r - 1 into row r in place. Going from right to left, row[c - 1] still holds the
        # old value when row[c] needs it.
        for r in range(2, rowIndex + 1):
            for c in range(r - 1, 0, -1):
                row[c] += row[c - 1]
        return row
