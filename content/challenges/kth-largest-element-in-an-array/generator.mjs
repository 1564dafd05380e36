// Hidden tests at the stated limits (n = 10^5, values in [-10^4, 10^4]): sorted and reverse-sorted
// input and a single repeated value (the worst cases of a quickselect with a fixed pivot and a
// two-way partition), k at both ends and in the middle, and the minimum n = 1.

export default function generate(rng) {
  const n = 100_000;
  const lo = -10_000;
  const hi = 10_000;
  const ascending = rng.ints(n, lo, hi).sort((a, b) => a - b);
  const descending = rng.ints(n, lo, hi).sort((a, b) => b - a);
  return [
    { label: "n = 10^5, random values at the extremes, k = n / 2", input: { nums: rng.ints(n, lo, hi), k: n / 2 } },
    { label: "n = 10^5, sorted ascending, k = 1", input: { nums: ascending, k: 1 } },
    { label: "n = 10^5, sorted descending, k = n", input: { nums: descending, k: n } },
    { label: "n = 10^5, one value repeated", input: { nums: Array(n).fill(7), k: rng.int(1, n) } },
    { label: "n = 10^5, only three distinct values", input: { nums: rng.ints(n, -1, 1), k: rng.int(33_334, 66_666) } },
    { label: "n = 1", input: { nums: [rng.int(lo, hi)], k: 1 } },
  ];
}
