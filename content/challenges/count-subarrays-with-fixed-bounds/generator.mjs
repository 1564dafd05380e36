// Hidden tests at the stated limit (n = 10^5). Whenever every value lies inside [minK, maxK], extending
// every start to the right never stops early and costs about 5 * 10^9 steps. The all-equal test has
// n(n+1)/2 > 2^31 qualifying subarrays, so the count must be 64-bit. Most arrays use small values to
// keep the inputs short; two use the full range up to 10^6.

const MAX = 1_000_000;

export default function generate(rng) {
  const n = 100_000;

  // Every value in [1, 10^6]; both bounds appear somewhere in the middle.
  const full = rng.ints(n, 1, MAX);
  full[rng.int(0, n - 1)] = 1;
  full[rng.int(0, n - 1)] = MAX;

  // Strictly increasing 1..n: only subarrays containing both ends qualify, so the answer is 1.
  const increasing = Array.from({ length: n }, (_, i) => i + 1);

  // Values in [3, 7], all inside the bounds.
  const small = rng.ints(n, 3, 7);

  // Bounds 1 and 10 only at the two ends, everything else strictly between: the answer is 1.
  const ends = rng.ints(n, 2, 9);
  ends[0] = 1;
  ends[n - 1] = 10;

  // Values in [2, 8] with a single out-of-range 9 in the middle splitting the array in two.
  const split = rng.ints(n, 2, 8);
  split[n / 2] = 9;

  // Out-of-range values every few positions: many short segments, some missing a bound.
  const choppy = Array.from({ length: 5000 }, () => (rng.bool(0.2) ? rng.pick([1, 9]) : rng.int(2, 8)));

  // minK > maxK: no subarray can qualify.
  const swapped = rng.ints(1000, 1, 10);

  return [
    { label: "n = 10^5, values over the whole range, minK = 1, maxK = 10^6", input: { nums: full, minK: 1, maxK: MAX } },
    { label: "n = 10^5, all equal to minK = maxK: n(n+1)/2 subarrays, needs 64 bits", input: { nums: Array(n).fill(1), minK: 1, maxK: 1 } },
    { label: "n = 2*10^4, all equal to 10^6 = minK = maxK", input: { nums: Array(20_000).fill(MAX), minK: MAX, maxK: MAX } },
    { label: "n = 10^5, strictly increasing, bounds at the two ends: answer 1", input: { nums: increasing, minK: 1, maxK: n } },
    { label: "n = 10^5, values in [3, 7], every value inside the bounds", input: { nums: small, minK: 3, maxK: 7 } },
    { label: "n = 10^5, each bound occurs once, at opposite ends", input: { nums: ends, minK: 1, maxK: 10 } },
    { label: "n = 10^5, one out-of-range value in the middle", input: { nums: split, minK: 2, maxK: 8 } },
    { label: "n = 5000, frequent out-of-range values", input: { nums: choppy, minK: 2, maxK: 8 } },
    { label: "n = 1000, minK > maxK: answer 0", input: { nums: swapped, minK: 7, maxK: 3 } },
    { label: "n = 2, minimum size, both bounds", input: { nums: [MAX, 1], minK: 1, maxK: MAX } },
  ];
}
