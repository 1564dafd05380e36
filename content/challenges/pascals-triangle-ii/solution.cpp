class Solution {
public:
    vector<int> getRow(int rowIndex) {
        vector<int> row(rowIndex + 1, 1);
        // Turn row r - 1 into row r in place. Going from right to left, row[c - 1] still holds the
        // old value when row[c] needs it.
        for (int r = 2; r <= rowIndex; ++r)
            for (int c = r - 1; c > 0; --c) row[c] += row[c - 1];
        return row;
    }
};
