class Solution {
public:
    int totalNQueens(int n) {
        full = (1 << n) - 1;
        return place(0, 0, 0);
    }

private:
    int full = 0;

    // One queen per row, top to bottom. Bit c of cols: column c is taken; of left / right: the
    // diagonal running down-left / down-right from a queen above reaches column c in this row.
    int place(int cols, int left, int right) {
        if (cols == full) return 1;
        int count = 0;
        int free = full & ~(cols | left | right);
        while (free) {
            int bit = free & -free;  // the lowest free column
            free ^= bit;
            count += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return count;
    }
};
