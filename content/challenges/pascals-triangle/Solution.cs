public class Solution {
    public IList<IList<int>> Generate(int numRows) {
        var rows = new List<IList<int>>();
        for (int i = 0; i < numRows; i++) {
            var row = new List<int>(i + 1);
            for (int j = 0; j <= i; j++) {
                // Every inner entry is the sum of the two entries above it.
                if (j == 0 || j == i) row.Add(1);
                else row.Add(rows[i - 1][j - 1] + rows[i - 1][j]);
            }
            rows.Add(row);
        }
        return rows;
    }
}
