// Hidden tests at the stated limits (1 <= numRows <= 30). The only input is numRows, so there is
// no randomness: the largest triangle (its middle entry of row 30, 77558760, still fits in 32
// bits, while factorials overflow long before), its neighbour, and the smallest ones.
// The answer is built in O(numRows^2) by any approach; these tests check the row count and the
// edges, not speed.

export default function generate() {
  return [
    { label: "numRows = 30, the maximum", input: { numRows: 30 } },
    { label: "numRows = 29", input: { numRows: 29 } },
    { label: "numRows = 22: the last row needs 21!, past 64 bits", input: { numRows: 22 } },
    { label: "numRows = 1, only the top row", input: { numRows: 1 } },
    { label: "numRows = 2, no inner entry yet", input: { numRows: 2 } },
  ];
}
