// Hidden tests at the stated limits (n = 10^5, values and target up to 10^6). When most pairs of
// values fit under target, trying every (smallest, largest) pair of positions is about 5 * 10^9
// steps per test; the answers wrap around 10^9 + 7 many times. Sorted, reverse-sorted and
// all-equal inputs, a sum exactly equal to target, and inputs where nothing qualifies complete it.

const V = 1_000_000;

export default function generate(rng) {
  const n = 100_000;

  // Every value at most target / 2: every non-empty subsequence qualifies (2^n - 1).
  const small = rng.ints(n, 1, V / 2);

  // Values over the whole range, in decreasing order; about half the pairs fit.
  const wide = rng.ints(n, 1, V).sort((a, b) => b - a);

  // All equal to target / 2: the sum equals target exactly everywhere.
  const half = Array(n).fill(V / 2);

  // Increasing values around target / 2 with a random target in the upper half of the range.
  const rising = rng.ints(n, 200_000, 600_000).sort((a, b) => a - b);

  return [
    { label: "n = 10^5, values up to target / 2: all 2^n - 1 subsequences", input: { nums: small, target: V } },
    { label: "n = 10^5, all equal to target / 2: the sum is exactly target", input: { nums: half, target: V } },
    { label: "n = 10^5, values over the whole range, sorted decreasing", input: { nums: wide, target: V } },
    { label: "n = 10^5, sorted increasing around target / 2", input: { nums: rising, target: rng.int(900_000, 1_000_000) } },
    { label: "n = 2*10^4, every value is 10^6: nothing qualifies", input: { nums: Array(20_000).fill(V), target: V } },
    { label: "n = 1, the smallest value and the smallest target: 1 + 1 > 1", input: { nums: [1], target: 1 } },
    { label: "n = 1, 1 + 1 <= 2", input: { nums: [1], target: 2 } },
    { label: "n = 2, the extremes: 1 + 10^6 > 10^6, only [1] fits", input: { nums: [V, 1], target: V } },
  ];
}
