// Hidden tests at the stated limits (100 x 100, values in [-10^4, 10^4]): the target in the first
// and the last cell, at the start and the end of a middle row, absent in a gap between rows or
// inside a row, below or above every value, and the thin shapes 1 x 100 and 100 x 1. A scan of
// 10^4 cells is fast, so these tests are about the index arithmetic of the search.

const V = 10_000;

// m x n values sorted row by row, each row starting above the previous row's end; some values
// repeat inside a row.
function sortedMatrix(rng, m, n, lo = -V, hi = V, repeat = 0.1) {
  const values = rng.distinctInts(m * n, lo, hi).sort((a, b) => a - b);
  const rows = [];
  for (let r = 0; r < m; r++) {
    const row = values.slice(r * n, (r + 1) * n);
    for (let j = 1; j < n; j++) if (rng.bool(repeat)) row[j] = row[j - 1];
    rows.push(row);
  }
  return rows;
}

export default function generate(rng) {
  const a = sortedMatrix(rng, 100, 100);
  const b = sortedMatrix(rng, 100, 100, -V, V, 0);
  // Even values only: every odd target inside the range is absent.
  const evens = Array.from({ length: 100 }, (_, r) => Array.from({ length: 100 }, (_, c) => -V + 2 * (100 * r + c)));
  // The full range: -10^4 first, 10^4 last.
  const full = sortedMatrix(rng, 100, 100, -V + 1, V - 1, 0);
  full[0][0] = -V;
  full[99][99] = V;
  const wide = sortedMatrix(rng, 1, 100);
  const tall = sortedMatrix(rng, 100, 1, -V, V - 1);
  return [
    { label: "100 x 100, the target is the first cell", input: { matrix: a, target: a[0][0] } },
    { label: "100 x 100, the target is the last cell", input: { matrix: a, target: a[99][99] } },
    { label: "100 x 100, the target starts row 57", input: { matrix: b, target: b[57][0] } },
    { label: "100 x 100, the target ends row 42", input: { matrix: b, target: b[42][99] } },
    { label: "100 x 100, even values, an odd target between two rows is absent", input: { matrix: evens, target: evens[63][99] + 1 } },
    { label: "100 x 100, even values, an odd target inside a row is absent", input: { matrix: evens, target: evens[17][50] + 1 } },
    { label: "100 x 100, from -10^4 to 10^4, target 10^4", input: { matrix: full, target: V } },
    { label: "100 x 100, from -10^4 to 10^4, target -10^4", input: { matrix: full, target: -V } },
    { label: "100 x 100, target below every value", input: { matrix: evens.map((row) => row.map((v) => v + 1)), target: -V } },
    { label: "1 x 100, the target is the last value", input: { matrix: wide, target: wide[0][99] } },
    { label: "100 x 1, the target is in the middle row", input: { matrix: tall, target: tall[50][0] } },
    { label: "100 x 1, the target is above every value", input: { matrix: tall, target: tall[99][0] + 1 } },
    { label: "1 x 1, the target is the only value", input: { matrix: [[-V]], target: -V } },
  ];
}
