// Hidden tests at the stated limit (n = 10^5). Most answers are false, or true only through the
// last two elements, so summing every subarray (O(n^2)) checks about 5 * 10^9 sums before it can
// answer. The sum of nums is at most 2^31 - 1, which caps the values of the long arrays.

const KMAX = 2_147_483_647; // 2^31 - 1
const BIG = 1_000_000_000; // the largest value an element may hold

export default function generate(rng) {
  const n = 100_000;

  // Positive values and k above the whole sum: no subarray sum reaches k, answer false.
  const positive = rng.ints(n, 1, 99);

  // Same, but the last two elements add up to BIG = k exactly; every earlier subarray sum stays
  // below k, and any subarray through nums[n - 2] other than the last two misses k by at least 1.
  const lastTwo = rng.ints(n, 2, 99);
  lastTwo[n - 2] = BIG - 1;
  lastTwo[n - 1] = 1;

  // All equal to 21474 with k = 100003 (a prime above n): the prefix remainders are all distinct,
  // so no subarray works; the sum is 2147400000, close to 2^31 - 1.
  const equal = Array(n).fill(21_474);

  // Positive values ending in two zeros: the only multiple of k is the 0 of the last two.
  const zeros = rng.ints(n, 1, 99);
  zeros[n - 2] = 0;
  zeros[n - 1] = 0;

  // One element equal to k in the middle, positive small values around it: a single element is a
  // multiple of k, but no subarray of length 2 or more is.
  const lone = rng.ints(n, 1, 99);
  lone[n / 2] = BIG;

  // Random small values with a random small k: some subarray works early.
  const randomSmall = rng.ints(n, 0, 9999);

  return [
    { label: "n = 10^5, positive values, k = 2^31 - 1 above the total: false", input: { nums: positive, k: KMAX } },
    { label: "n = 10^5, only the last two elements sum to k: true at the far end", input: { nums: lastTwo, k: BIG } },
    { label: "n = 10^5, all equal with k = 100003, sum near 2^31 - 1: false", input: { nums: equal, k: 100_003 } },
    { label: "n = 10^5, the only zero-sum pair is the last two: true at the far end", input: { nums: zeros, k: KMAX } },
    { label: "n = 10^5, one element is itself k but length 1 does not count: false", input: { nums: lone, k: BIG } },
    { label: "n = 10^5, random values, k = 1: true at once", input: { nums: randomSmall, k: 1 } },
    { label: "n = 2 * 10^4, random values, random k", input: { nums: rng.ints(20_000, 0, 9999), k: rng.int(2, 5000) } },
    { label: "n = 2, both 10^9, k = 2^31 - 1: false", input: { nums: [1_000_000_000, 1_000_000_000], k: KMAX } },
    { label: "n = 2, both zero: true for any k", input: { nums: [0, 0], k: KMAX } },
    { label: "n = 1, a zero with k = 1: a single element is too short", input: { nums: [0], k: 1 } },
    { label: "n = 1, the value 10^9", input: { nums: [1_000_000_000], k: 1_000_000_000 } },
  ];
}
