/**
 * @param {number} numRows
 * @return {number[][]}
 */
var generate = function(numRows) {
    const rows = [];
    for (let i = 0; i < numRows; i++) {
        const row = new Array(i + 1).fill(1);
        // Every inner entry is the sum of the two entries above it.
        for (let j = 1; j < i; j++) row[j] = rows[i - 1][j - 1] + rows[i - 1][j];
        rows.push(row);
    }
    return rows;
};
