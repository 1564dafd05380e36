// Hidden tests at the stated limits (n = 5000 distinct values in [-5000, 5000]): rotated by 0 (the
// array is sorted), 1, n - 1 (the minimum is last), half of n, and random amounts; values spanning
// both extremes; and the smallest arrays. A linear scan is fast at this size, so these tests are
// about the direction of the search, not its speed.

const V = 5000;

/** n distinct values in [lo, V] for a random lo <= 0, sorted, then rotated left by k (the minimum ends up at index n - k). */
function rotated(rng, n, k, values = rng.distinctInts(n, rng.int(-V, 0), V)) {
  const sorted = values.slice().sort((a, b) => a - b);
  return [...sorted.slice(k), ...sorted.slice(0, k)];
}

export default function generate(rng) {
  const n = 5000;
  const odds = Array.from({ length: n }, (_, i) => -V + 1 + 2 * i); // -4999, ..., 4999
  const extremes = [-V, ...rng.distinctInts(n - 2, -V + 1, V - 1), V];
  return [
    { label: "n = 5000, not rotated: the minimum is first", input: { nums: rotated(rng, n, 0) } },
    { label: "n = 5000, rotated by 1: the minimum is last", input: { nums: rotated(rng, n, 1) } },
    { label: "n = 5000, rotated by n - 1: the minimum is second", input: { nums: rotated(rng, n, n - 1) } },
    { label: "n = 5000, rotated by n / 2", input: { nums: rotated(rng, n, n / 2) } },
    { label: "n = 5000, rotated by a random amount", input: { nums: rotated(rng, n, rng.int(1, n - 1)) } },
    { label: "n = 5000, rotated by a random amount, -5000 and 5000 present", input: { nums: rotated(rng, n, rng.int(1, n - 1), extremes) } },
    { label: "n = 5000, odd values only, rotated by 1234", input: { nums: rotated(rng, n, 1234, odds) } },
    { label: "n = 5000, odd values only, rotated by 3766", input: { nums: rotated(rng, n, 3766, odds) } },
    { label: "n = 1", input: { nums: [V] } },
    { label: "n = 2, rotated", input: { nums: [V, -V] } },
    { label: "n = 2, sorted", input: { nums: [-V, V] } },
    { label: "n = 3, the minimum in the middle", input: { nums: [V, -V, 0] } },
  ];
}
