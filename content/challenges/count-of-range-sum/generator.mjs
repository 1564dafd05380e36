// Hidden tests at the stated limit (n = 10^5). Summing every subarray by extending each start is
// about 5 * 10^9 steps per test at that size, whatever the answer. The answer must fit in 32 bits,
// so no test lets most of the 5 * 10^9 subarrays count; values near +-2^31 make 32-bit sums overflow.

const MIN = -2_147_483_648;
const MAX = 2_147_483_647;
const R = 100_000; // the bound on |lower| and |upper|

export default function generate(rng) {
  const n = 100_000;

  // Alternating extremes: consecutive pairs sum to -1, while 32-bit running sums wrap around.
  const m = 20_000;
  const alternating = Array.from({ length: m }, (_, i) => (i % 2 ? MIN : MAX));

  // Sorted distinct values from -5 * 10^4 up: the prefix sums dip then climb back symmetrically.
  const sorted = Array.from({ length: n }, (_, i) => i - n / 2);

  return [
    { label: "n = 10^5, random values over the whole 32-bit range, range [-10^5, 10^5]", input: { nums: rng.ints(n, MIN, MAX), lower: -R, upper: R } },
    { label: "n = 10^5, all ones, sums between 5 * 10^4 and 10^5: answer about 1.25 * 10^9", input: { nums: Array(n).fill(1), lower: 50_000, upper: R } },
    { label: "n = 10^5, random values in [-10, 10], range [0, 0]", input: { nums: rng.ints(n, -10, 10), lower: 0, upper: 0 } },
    { label: "n = 10^5, sorted distinct values, range [-10^5, 10^5]", input: { nums: sorted, lower: -R, upper: R } },
    { label: "n = 65535, all zeros, range [0, 0]: every subarray counts, answer just below 2^31", input: { nums: Array(65_535).fill(0), lower: 0, upper: 0 } },
    { label: "n = 2 * 10^4, alternating 2^31 - 1 and -2^31, range [-1, -1]: 32-bit sums overflow", input: { nums: alternating, lower: -1, upper: -1 } },
    { label: "n = 2 * 10^4, all -2^31, range [-10^5, 10^5]: answer 0", input: { nums: Array(m).fill(MIN), lower: -R, upper: R } },
    { label: "n = 1, the minimum value, widest range", input: { nums: [MIN], lower: -R, upper: R } },
    { label: "n = 1, the value equals upper", input: { nums: [R], lower: R, upper: R } },
    { label: "n = 2, both 2^31 - 1: their sum wraps to -2 in 32 bits", input: { nums: [MAX, MAX], lower: -R, upper: R } },
  ];
}
