// Hidden tests at the stated limits (n = 10^5, k up to 10^9). Extending every start until the
// sum reaches k costs about 5 * 10^9 steps when no subarray (or only a long one) reaches k.
// Negative values break the usual two-pointer window: its sum is not monotone.

const V = 100_000;
const K = 1_000_000_000;

export default function generate(rng) {
  const n = 100_000;

  // Ones, then one large value at the very end: the answer is the last value plus 50000 ones.
  const farEnd = Array(n).fill(1);
  farEnd[n - 1] = V;

  // Random small values with a slight upward drift, k such that the answer is long.
  const drift = Array.from({ length: n }, () => rng.int(-9, 10));

  // A wall of negatives right before large positives: shrinking a two-pointer window past the
  // negatives loses the answer.
  const trap = [];
  while (trap.length < n - 4) trap.push(rng.int(1, 9));
  trap.push(V, -V, V, V);
  // Deque worst case: prefix sums only increase (every start stays a candidate) until the end.
  const rising = Array.from({ length: n }, () => rng.int(0, 2));
  rising[n - 1] = V;

  return [
    { label: "n = 10^5, all zeros, k = 1: no subarray, the answer is -1", input: { nums: Array(n).fill(0), k: 1 } },
    { label: "n = 10^5, random values over the whole range, k = 10^9: -1", input: { nums: rng.ints(n, -V, V), k: K } },
    { label: "n = 10^5, ones then 10^5 at the end, k = 150000: the answer is 50001", input: { nums: farEnd, k: 150_000 } },
    { label: "n = 10^5, all 10^5, k = 10^9: the answer is 10^4", input: { nums: Array(n).fill(V), k: K } },
    { label: "n = 10^5, small values drifting upward, k = 20000", input: { nums: drift, k: 20_000 } },
    { label: "n = 10^5, small positives then 10^5, -10^5, 10^5, 10^5, k = 2 * 10^5", input: { nums: trap, k: 2 * V } },
    { label: "n = 10^5, prefix sums never fall, a large last value, k = 10^5 + 30", input: { nums: rising, k: V + 30 } },
    { label: "n = 1, the single value reaches k", input: { nums: [V], k: V } },
    { label: "n = 1, negative, k = 1: -1", input: { nums: [-V], k: 1 } },
    { label: "n = 2, k = 10^9 out of reach of the maximum values", input: { nums: [V, V], k: K } },
  ];
}
