// Hidden tests at the stated limits (n = 10^5, values in [-10^4, 10^4]): all negative with the
// answer at the last index, all at the maximum, a big early gain cut off by a deep loss, the best
// slice at the far end, and n = 1. Trying every slice (5 * 10^9 sums per test) runs out of time.

const N = 100000;

export default function generate(rng) {
  // All negative, in [-9, -2] except a single -1 at the very end: the answer is that last element.
  const negative = rng.ints(N, -9, -2);
  negative[N - 1] = -1;

  // A gain of about 3 * 10^4 in the first third, a loss of about 10^5 in the second, then a gain
  // of about 5 * 10^4 at the end: a sum that is never reset misses the last slice, and "largest
  // prefix sum minus smallest prefix sum" (ignoring their order) reports the loss instead.
  const third = Math.floor(N / 3);
  const trap = [
    ...rng.ints(third, -2, 4),
    ...rng.ints(third, -6, 0),
    ...rng.ints(N - 2 * third, -2, 5),
  ];

  // Small values in [-3, 3]: many ties and slices that start and stop often.
  const small = rng.ints(N, -3, 3);

  return [
    { label: "n = 10^5, random values over the full range", input: { nums: rng.ints(N, -10000, 10000) } },
    { label: "n = 10^5, all negative, the largest (-1) is the last element", input: { nums: negative } },
    { label: "n = 10^5, all equal to 10^4 (answer 10^9)", input: { nums: Array(N).fill(10000) } },
    { label: "n = 10^5, an early gain, a deeper loss, a bigger gain at the end", input: { nums: trap } },
    { label: "n = 10^5, small values in [-3, 3]", input: { nums: small } },
    { label: "n = 1, the minimum value", input: { nums: [-10000] } },
  ];
}
