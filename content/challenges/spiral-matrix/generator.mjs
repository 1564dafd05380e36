// Hidden tests over every shape the limits allow (1 <= m, n <= 10, values in [-100, 100]): the full
// 10 x 10 at the extremes, wide and tall shapes where the last layer is a single row or column
// (read twice by a spiral without the bound checks), odd squares with a lone centre, values in
// reading order so any misstep shows, all-equal values, and the 1 x 1 minimum.

/** An m x n matrix of random values in [-100, 100]. */
function randomMatrix(rng, m, n) {
  return Array.from({ length: m }, () => rng.ints(n, -100, 100));
}

/** An m x n matrix numbered -100, -99, ... in reading order (m * n <= 201). */
function numbered(m, n) {
  return Array.from({ length: m }, (_, r) => Array.from({ length: n }, (_, c) => -100 + r * n + c));
}

export default function generate(rng) {
  return [
    { label: "10 x 10, random values at the extremes", input: { matrix: randomMatrix(rng, 10, 10) } },
    { label: "10 x 10, numbered in reading order", input: { matrix: numbered(10, 10) } },
    { label: "10 x 10, alternating -100 and 100", input: { matrix: Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => ((r + c) % 2 ? 100 : -100))) } },
    { label: "1 x 10: a single row", input: { matrix: [rng.ints(10, -100, 100)] } },
    { label: "10 x 1: a single column", input: { matrix: Array.from({ length: 10 }, () => [rng.int(-100, 100)]) } },
    { label: "3 x 10: the last layer is one row", input: { matrix: numbered(3, 10) } },
    { label: "10 x 3: the last layer is one column", input: { matrix: numbered(10, 3) } },
    { label: "9 x 10, random", input: { matrix: randomMatrix(rng, 9, 10) } },
    { label: "10 x 9, random", input: { matrix: randomMatrix(rng, 10, 9) } },
    { label: "9 x 9: a lone centre element", input: { matrix: numbered(9, 9) } },
    { label: "2 x 10", input: { matrix: randomMatrix(rng, 2, 10) } },
    { label: "10 x 2", input: { matrix: randomMatrix(rng, 10, 2) } },
    { label: "10 x 10, all equal", input: { matrix: Array.from({ length: 10 }, () => Array(10).fill(7)) } },
    { label: "1 x 1: the smallest input", input: { matrix: [[rng.int(-100, 100)]] } },
  ];
}
