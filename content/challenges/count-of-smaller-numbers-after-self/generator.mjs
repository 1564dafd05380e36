// Hidden tests at the stated limit (n = 10^5): comparing every pair costs about 5 * 10^9 steps per
// test. The answer has one number per element and the whole run may print at most 1 MB, so the
// tests at n = 10^5 keep their counts short (nearly sorted shapes); the random and decreasing
// tests, whose counts reach n, are smaller.

const V = 10_000;

export default function generate(rng) {
  const n = 100_000;

  // Nondecreasing with every value repeated: every count is 0 (equal is not smaller).
  const nondecreasing = Array.from({ length: n }, (_, i) => -V + Math.floor(i / 5));

  // Blocks of 10 decreasing values, the blocks rising: counts stay small but are rarely 0.
  const sawtooth = Array.from({ length: n }, (_, i) => {
    const block = Math.floor(i / 10);
    return Math.min(V, -V + 2 * block + 9 - (i % 10));
  });

  // The largest value first, then values that rise slowly with noise.
  const bigFirst = Array.from({ length: n }, (_, i) => -V + Math.floor(i / 6) + rng.int(0, 3));
  bigFirst[0] = V;

  const m = 20_000;
  const decreasing = Array.from({ length: 15_000 }, (_, i) => V - Math.floor(i * 4 / 3));

  return [
    { label: "n = 10^5, nondecreasing with repeats: every count is 0", input: { nums: nondecreasing } },
    { label: "n = 10^5, blocks of 10 decreasing values inside a rising array", input: { nums: sawtooth } },
    { label: "n = 10^5, the maximum first, then a noisy rising array", input: { nums: bigFirst } },
    { label: "n = 2 * 10^4, random values over the whole range", input: { nums: rng.ints(m, -V, V) } },
    { label: "n = 1.5 * 10^4, decreasing from 10^4 with some repeats", input: { nums: decreasing } },
    { label: "n = 10^4, only the two extremes, random", input: { nums: Array.from({ length: 10_000 }, () => (rng.bool(0.5) ? V : -V)) } },
    { label: "n = 1, the minimum value", input: { nums: [-V] } },
    { label: "n = 2, the extremes in decreasing order", input: { nums: [V, -V] } },
  ];
}
