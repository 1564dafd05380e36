// Hidden tests at the stated limit (n = 2 * 10^4, values at +-1000, k up to +-10^7): answers from 0
// to n(n+1)/2, negative values that break a shrinking window, k reachable only by long subarrays or
// not at all, so that only one pass with prefix-sum counts stays fast (the O(n^2) loop over every
// start and end is about 2 * 10^8 steps per test).

export default function generate(rng) {
  const n = 20_000;
  const alternating = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1000 : -1000));
  const sorted = rng.ints(n, -1000, 1000).sort((a, b) => a - b);
  return [
    { label: "n = 2 * 10^4, all zeros, k = 0: every subarray counts", input: { nums: Array(n).fill(0), k: 0 } },
    { label: "n = 2 * 10^4, all 1000, k = 10^7: windows of 10^4", input: { nums: Array(n).fill(1000), k: 10_000_000 } },
    { label: "n = 2 * 10^4, all -1000, k = -10^7", input: { nums: Array(n).fill(-1000), k: -10_000_000 } },
    { label: "n = 2 * 10^4, random values, k = 0", input: { nums: rng.ints(n, -1000, 1000), k: 0 } },
    { label: "n = 2 * 10^4, random values, k = 1000", input: { nums: rng.ints(n, -1000, 1000), k: 1000 } },
    { label: "n = 2 * 10^4, random values, k = 10^7 is unreachable", input: { nums: rng.ints(n, -1000, 1000), k: 10_000_000 } },
    { label: "n = 2 * 10^4, +1000 and -1000 alternating, k = 0", input: { nums: alternating, k: 0 } },
    { label: "n = 2 * 10^4, values in -1..1, k = -3", input: { nums: rng.ints(n, -1, 1), k: -3 } },
    { label: "n = 2 * 10^4, sorted values, k = -10^7 + 1 is unreachable", input: { nums: sorted, k: -9_999_999 } },
    { label: "n = 2 * 10^4, reverse-sorted values, k = 500", input: { nums: [...sorted].reverse(), k: 500 } },
    { label: "n = 1, k equals the value", input: { nums: [-1000], k: -1000 } },
    { label: "n = 1, k = 10^7", input: { nums: [1000], k: 10_000_000 } },
  ];
}
