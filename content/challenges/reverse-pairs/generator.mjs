// Hidden tests at the stated limit (n = 5 * 10^4): testing every pair costs about 1.25 * 10^9
// steps per test. Values at both ends of the 32-bit range make 2 * nums[j] overflow a 32-bit
// integer; all-equal negatives and a decreasing array give answers above 10^9; powers of two put
// many pairs exactly on nums[i] == 2 * nums[j], which is not a reverse pair, and so do the small
// values of the last long tests (which are cheap to send, so the pair loop meets them ten times).

const MAX = 2_147_483_647;
const MIN = -2_147_483_648;

export default function generate(rng) {
  const n = 50_000;
  const decreasing = rng.ints(n, MIN, MAX).sort((a, b) => b - a);
  const alternating = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? MAX : MIN));
  const powers = Array.from({ length: n }, () => {
    const p = 2 ** rng.int(0, 30);
    return rng.bool(0.2) ? -p : p;
  });
  return [
    { label: "n = 5 * 10^4, random values over the whole 32-bit range", input: { nums: rng.ints(n, MIN, MAX) } },
    { label: "n = 5 * 10^4, decreasing over the whole range", input: { nums: decreasing } },
    { label: "n = 5 * 10^4, 2^31 - 1 and -2^31 alternating: 2 * nums[j] overflows", input: { nums: alternating } },
    { label: "n = 5 * 10^4, all -1: every pair counts (about 1.25 * 10^9)", input: { nums: Array(n).fill(-1) } },
    { label: "n = 5 * 10^4, increasing 0..n-1: no pair", input: { nums: Array.from({ length: n }, (_, i) => i) } },
    { label: "n = 5 * 10^4, powers of two (some negative): many exact doubles", input: { nums: powers } },
    { label: "n = 5 * 10^4, values in [-3, 3]: exact doubles everywhere", input: { nums: rng.ints(n, -3, 3) } },
    { label: "n = 5 * 10^4, only 0 and 1: 1 > 2 * 0 counts, 1 > 2 * 1 does not", input: { nums: rng.ints(n, 0, 1) } },
    { label: "n = 5 * 10^4, all zeros: no pair", input: { nums: Array(n).fill(0) } },
    { label: "n = 5 * 10^4, decreasing from 50 to 0 in runs", input: { nums: Array.from({ length: n }, (_, i) => Math.floor((n - 1 - i) / 1000)) } },
    { label: "n = 1", input: { nums: [MIN] } },
    { label: "n = 2, the extremes", input: { nums: [MAX, MIN] } },
    { label: "n = 2, -2^31 twice", input: { nums: [MIN, MIN] } },
  ];
}
