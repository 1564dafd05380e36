// Hidden tests at the stated limits (n = 10^4 intervals, ends in [0, 10^4]). Merging any
// overlapping pair and rescanning from the start is far slower than sorting once; nested
// intervals catch the end taken from the newer interval instead of the larger one.

const M = 10_000;

export default function generate(rng) {
  const n = 10_000;

  // Short random intervals: a mix of merged groups and gaps.
  const random = Array.from({ length: n }, () => {
    const a = rng.int(0, M);
    return [a, Math.min(M, a + rng.int(0, 3))];
  });

  // 5000 single points two apart (no two touch), each twice, in decreasing order.
  const points = [];
  for (let i = 4999; i >= 0; i--) points.push([2 * i + 1, 2 * i + 1], [2 * i + 1, 2 * i + 1]);

  // Nested intervals around the middle, shuffled: everything is inside [0, 10^4].
  const nested = rng.shuffle(Array.from({ length: n }, (_, i) => [i >> 1, M - (i >> 1)]));

  // A chain of touching intervals [i, i + 1], given from right to left.
  const chain = Array.from({ length: n }, (_, i) => [n - 1 - i, n - i]);

  // Long intervals that contain several short ones, then a gap, repeated, shuffled.
  const blocks = [];
  for (let s = 0; blocks.length < n; s += 10) {
    blocks.push([s, s + 8]);
    for (let k = 0; k < 9 && blocks.length < n; k++) {
      const a = rng.int(s, s + 8);
      blocks.push([a, rng.int(a, s + 8)]);
    }
  }
  rng.shuffle(blocks);

  return [
    { label: "n = 10^4, short random intervals", input: { intervals: random } },
    { label: "n = 10^4, 5000 separate points each twice, decreasing", input: { intervals: points } },
    { label: "n = 10^4, nested intervals, shuffled", input: { intervals: nested } },
    { label: "n = 10^4, a chain of touching intervals from right to left", input: { intervals: chain } },
    { label: "n = 10^4, blocks of intervals inside a longer one, shuffled", input: { intervals: blocks } },
    { label: "n = 10^4, all equal to the whole range", input: { intervals: Array.from({ length: n }, () => [0, M]) } },
    { label: "n = 1, a single point", input: { intervals: [[0, 0]] } },
    { label: "n = 2, the extremes, apart", input: { intervals: [[M, M], [0, M - 1]] } },
  ];
}
