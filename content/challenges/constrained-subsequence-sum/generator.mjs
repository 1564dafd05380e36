// Hidden tests at the stated limits (n = 10^5, k up to n). With k near n, scanning the previous k
// sums for every index costs about n^2 / 2 = 5 * 10^9 steps. Most arrays use one-digit values to
// keep the inputs short; the others sit at the extremes of [-10^4, 10^4]. All-negative input makes
// the answer a single element (never 0, the empty choice); k = 1 turns the problem into the best
// contiguous subarray.

const V = 10_000;

export default function generate(rng) {
  const n = 100_000;
  const decreasing = Array.from({ length: n }, (_, i) => 9 - Math.floor((19 * i) / n));
  // Mostly negative, with the largest value alone at the far end.
  const negatives = rng.ints(n, -9, -1);
  negatives[n - 1] = 5;
  // Gains of 9 separated by runs of -9: worth crossing when k is short, not needed when it is long.
  const walls = Array.from({ length: n }, (_, i) => (i % 50 === 0 ? 9 : i % 50 < 8 ? -9 : -1));
  return [
    { label: "n = k = 10^5, values over the whole range", input: { nums: rng.ints(n, -V, V), k: n } },
    { label: "n = k = 10^5, all -10^4: the answer is one element", input: { nums: Array(n).fill(-V), k: n } },
    { label: "n = k = 5*10^4, all 10^4: take everything", input: { nums: Array(n / 2).fill(V), k: n / 2 } },
    { label: "n = k = 10^5, one-digit values", input: { nums: rng.ints(n, -9, 9), k: n } },
    { label: "n = 10^5, k = 9*10^4, decreasing from 9 to -10", input: { nums: decreasing, k: 90_000 } },
    { label: "n = k = 10^5, all negative but the last value", input: { nums: negatives, k: n } },
    { label: "n = 10^5, k = 1: best contiguous subarray", input: { nums: rng.ints(n, -9, 9), k: 1 } },
    { label: "n = 10^4, k = 5, runs of seven -9s between 9s", input: { nums: walls.slice(0, 10_000), k: 5 } },
    { label: "n = 10^4, k = 8, the same runs can be jumped", input: { nums: walls.slice(0, 10_000), k: 8 } },
    { label: "n = 1, k = 1", input: { nums: [-V], k: 1 } },
    { label: "n = 2, k = 1, the extremes", input: { nums: [V, -V], k: 1 } },
  ];
}
