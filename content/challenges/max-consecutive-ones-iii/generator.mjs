// Hidden tests at the stated limit (n = 10^5). Long answers make extending a window from every
// start cost up to n^2 / 2 = 5 * 10^9 steps; a lone zero, sorted halves and alternating values
// test the window's left edge, and a block of ones at the very end holds the only long answer.

/** n values, each 1 with probability `ones` (a fraction in [0, 1]). */
const biased = (rng, n, ones) => Array.from({ length: n }, () => (rng.bool(ones) ? 1 : 0));

export default function generate(rng) {
  const n = 100_000;
  const loneZero = Array(n).fill(1);
  loneZero[n / 2] = 0;
  const tailOnes = [...biased(rng, n - 30_000, 0.2), ...Array(30_000).fill(1)];
  tailOnes[n - 30_001] = 0;
  return [
    { label: "n = 10^5, all ones, k = 0", input: { nums: Array(n).fill(1), k: 0 } },
    { label: "n = 10^5, all zeros, k = n", input: { nums: Array(n).fill(0), k: n } },
    { label: "n = 10^5, random, k = n", input: { nums: rng.ints(n, 0, 1), k: n } },
    { label: "n = 10^5, 90% ones, k = 5000", input: { nums: biased(rng, n, 0.9), k: 5000 } },
    { label: "n = 10^5, random, k = 4 * 10^4", input: { nums: rng.ints(n, 0, 1), k: 40_000 } },
    {
      label: "n = 10^5, alternating 1, 0, k = 25000",
      input: { nums: Array.from({ length: n }, (_, i) => 1 - (i % 2)), k: 25_000 },
    },
    { label: "n = 10^5, ones with one zero in the middle, k = 0", input: { nums: loneZero, k: 0 } },
    {
      label: "n = 10^5, sorted: 50000 zeros then 50000 ones, k = 10^4",
      input: { nums: [...Array(n / 2).fill(0), ...Array(n / 2).fill(1)], k: 10_000 },
    },
    { label: "n = 10^5, k = 0, the longest run of ones is the last 30000", input: { nums: tailOnes, k: 0 } },
    { label: "n = 1, a zero, k = 0", input: { nums: [0], k: 0 } },
    { label: "n = 1, a zero, k = 1", input: { nums: [0], k: 1 } },
  ];
}
