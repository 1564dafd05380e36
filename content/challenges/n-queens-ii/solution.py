class Solution:
    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        # One queen per row, top to bottom. Bit c of cols: column c is taken; of left / right: the
        # diagonal running down-left / down-right from a queen above reaches column c in this row.
        def place(cols: int, left: int, right: int) -> int:
            if cols == full:
                return 1
            count = 0
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free  # the lowest free column
                free ^= bit
                count += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
            return count

        return place(0, 0, 0)
