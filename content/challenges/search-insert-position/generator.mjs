// Hidden tests at the stated limits (n = 10^4 distinct sorted values in [-10^4, 10^4]): the target
// found at either end, inserted before the first or after the last value, in a one-wide gap in
// the middle, and the smallest arrays. A linear scan is fast at this size, so these tests are about
// the bounds of the search, not its speed.

const V = 10_000;

function sortedDistinct(rng, n, lo = -V, hi = V) {
  return rng.distinctInts(n, lo, hi).sort((a, b) => a - b);
}

export default function generate(rng) {
  const n = 10_000;
  const a = sortedDistinct(rng, n);
  const b = sortedDistinct(rng, n);
  // The 10^4 even values from -10^4: an odd target between two neighbours is absent.
  const evens = Array.from({ length: n }, (_, i) => -V + 2 * i);
  const inner = sortedDistinct(rng, n, -V + 1, V - 1);
  const full = [-V, ...sortedDistinct(rng, n - 2, -V + 1, V - 1), V];
  const gapAt = 7_321;
  return [
    { label: "n = 10^4, the target is the first value", input: { nums: a, target: a[0] } },
    { label: "n = 10^4, the target is the last value", input: { nums: b, target: b[n - 1] } },
    { label: "n = 10^4, the target falls in a one-wide gap", input: { nums: evens, target: evens[gapAt] + 1 } },
    { label: "n = 10^4, the target is below every value: insert at 0", input: { nums: inner, target: -V } },
    { label: "n = 10^4, the target is above every value: insert at n", input: { nums: inner, target: V } },
    { label: "n = 10^4, the range spans both extremes, target found in the middle", input: { nums: full, target: full[n >> 1] } },
    { label: "n = 10^4, consecutive values, the target just past the last", input: { nums: Array.from({ length: n }, (_, i) => V - n + i), target: V } },
    { label: "n = 1, the target is the only value", input: { nums: [V], target: V } },
    { label: "n = 1, the target is smaller", input: { nums: [V], target: -V } },
    { label: "n = 1, the target is larger", input: { nums: [-V], target: V } },
    { label: "n = 2, the target between the extremes", input: { nums: [-V, V], target: 0 } },
  ];
}
