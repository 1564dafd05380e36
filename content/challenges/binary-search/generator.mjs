// Hidden tests at the stated limits (n = 10^4 distinct sorted values in [-9999, 9999]): the
// target at either end, just outside the range, in a gap, and the smallest arrays. A linear scan
// is fast at this size, so these tests are about the bounds of the search, not its speed.

const V = 9999;

function sortedDistinct(rng, n, lo = -V, hi = V) {
  return rng.distinctInts(n, lo, hi).sort((a, b) => a - b);
}

export default function generate(rng) {
  const n = 10_000;
  const a = sortedDistinct(rng, n);
  const b = sortedDistinct(rng, n);
  // The 10^4 odd values of the range: an even target between two neighbours is absent.
  const odds = Array.from({ length: n }, (_, i) => -V + 2 * i);
  const inner = sortedDistinct(rng, n, -V + 1, V - 1);
  const full = [-V, ...sortedDistinct(rng, n - 2, -V + 1, V - 1), V];
  return [
    { label: "n = 10^4, the target is the first value", input: { nums: a, target: a[0] } },
    { label: "n = 10^4, the target is the last value", input: { nums: b, target: b[n - 1] } },
    { label: "n = 10^4, the target falls in a gap in the middle", input: { nums: odds, target: odds[n >> 1] + 1 } },
    { label: "n = 10^4, the target is below every value", input: { nums: inner, target: -V } },
    { label: "n = 10^4, the target is above every value", input: { nums: inner, target: V } },
    { label: "n = 10^4, the range ends exactly at the extremes, target inside", input: { nums: full, target: full[n >> 1] } },
    { label: "n = 1, the target is the only value", input: { nums: [V], target: V } },
    { label: "n = 1, the target is absent", input: { nums: [-V], target: V } },
    { label: "n = 2, the target is the second value", input: { nums: [-V, V], target: V } },
  ];
}
