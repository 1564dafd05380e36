// Hidden tests at the stated limit (n = 10^5) with wide windows: sorting each window costs
// O((n - k + 1) * k log k), about 10^4 sorts of 9 * 10^4 values at k = 9 * 10^4 + 1. The answer
// holds n - k + 1 doubles and the whole run may print at most 1 MB, so the windows are wide; the
// inputs must stay near 3 MB, so only one full-size test spans the whole 32-bit range. Values at
// both ends of that range make the sum of the two middle values overflow a 32-bit integer.

const MAX = 2_147_483_647;
const MIN = -2_147_483_648;

export default function generate(rng) {
  const n = 100_000;
  const m = 30_000;
  const extremes = Array.from({ length: m }, () => (rng.bool(0.5) ? MAX : MIN));
  const increasing = Array.from({ length: 20_000 }, (_, i) => MIN + i * 200_000);
  const decreasing = Array.from({ length: m }, (_, i) => Math.floor((m - i) / 3) - 5000);
  return [
    { label: "n = 10^5, k = 9 * 10^4 + 1 (odd), random values over the whole range", input: { nums: rng.ints(n, MIN, MAX), k: 90_001 } },
    { label: "n = 10^5, k = n (even), random digits: one window", input: { nums: rng.ints(n, 0, 9), k: n } },
    { label: "n = 10^5, k = 75001, all equal", input: { nums: Array(n).fill(7), k: 75_001 } },
    { label: "n = 3 * 10^4, k = 2 * 10^4 (even), only 2^31 - 1 and -2^31", input: { nums: extremes, k: 20_000 } },
    { label: "n = 2 * 10^4, k = 15000 (even), increasing from -2^31", input: { nums: increasing, k: 15_000 } },
    { label: "n = 3 * 10^4, k = 2 * 10^4 (even), decreasing with repeats", input: { nums: decreasing, k: 20_000 } },
    { label: "n = 2 * 10^4, k = 2, random digits", input: { nums: rng.ints(20_000, 0, 9), k: 2 } },
    { label: "n = 10^4, k = 3, random values over the whole range", input: { nums: rng.ints(10_000, MIN, MAX), k: 3 } },
    { label: "n = 1000, k = 2, all 2^31 - 1", input: { nums: Array(1000).fill(MAX), k: 2 } },
    { label: "n = 1, k = 1, -2^31", input: { nums: [MIN], k: 1 } },
    { label: "n = 2, k = 2, -2^31 and 2^31 - 1: the median is -0.5", input: { nums: [MIN, MAX], k: 2 } },
  ];
}
