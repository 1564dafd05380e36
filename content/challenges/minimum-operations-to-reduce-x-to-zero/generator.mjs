// Hidden tests at the stated limit (n = 10^5, values up to 10^4, x up to 10^9). Most have x close to
// the whole sum, so taking l elements from the left and then walking in from the right (O(n^2))
// walks almost the whole array for every l: about 5 * 10^9 steps per test.

const sum = (a) => a.reduce((s, v) => s + v, 0);

export default function generate(rng) {
  const n = 100_000;
  const V = 10_000;

  // Every value at the maximum: the sum is exactly 10^9, the largest x.
  const allMax = Array(n).fill(V);

  // Random values, x the whole sum: every element has to go.
  const whole = rng.ints(n, 1, V);

  // Random small values, x one more than the whole sum: impossible.
  const over = rng.ints(n, 1, 99);

  // Random values below 10^3, x the whole sum minus a block of 50 in the middle: a block stays.
  const middle = rng.ints(n, 1, 999);
  const mid = n / 2;
  const keptMiddle = sum(middle.slice(mid, mid + 50));

  // Nondecreasing values, x leaves only the first two elements: the answer is n - 2.
  const rising = Array.from({ length: n }, (_, i) => 1 + Math.floor(i / 10));

  // Nonincreasing values, x leaves only the last three elements.
  const falling = Array.from({ length: n }, (_, i) => V - Math.floor(i / 10));

  // All ones, x = half of n: any split of 5 * 10^4 elements between the two ends works.
  const ones = Array(n).fill(1);

  // Random values, x is one element from each end: answer 2 at once (a shorter array, to keep the
  // inputs small; it only checks that the quick cases are right).
  const ends = rng.ints(20_000, 1, V);

  return [
    { label: "n = 10^5, every value 10^4, x = 10^9 = the whole sum: answer n", input: { nums: allMax, x: 1_000_000_000 } },
    { label: "n = 10^5, random values, x = the whole sum: answer n", input: { nums: whole, x: sum(whole) } },
    { label: "n = 10^5, random small values, x = the whole sum + 1: impossible", input: { nums: over, x: sum(over) + 1 } },
    { label: "n = 10^5, random values below 10^3, x leaves a block of 50 in the middle", input: { nums: middle, x: sum(middle) - keptMiddle } },
    { label: "n = 10^5, nondecreasing, x leaves only the first two elements", input: { nums: rising, x: sum(rising) - rising[0] - rising[1] } },
    { label: "n = 10^5, nonincreasing, x leaves only the last three elements", input: { nums: falling, x: sum(falling) - falling[n - 1] - falling[n - 2] - falling[n - 3] } },
    { label: "n = 10^5, all ones, x = 5 * 10^4", input: { nums: ones, x: n / 2 } },
    { label: "n = 2 * 10^4, random values, x = first + last element", input: { nums: ends, x: ends[0] + ends[ends.length - 1] } },
    { label: "n = 1, the value equals x", input: { nums: [V], x: V } },
    { label: "n = 1, x = 10^9 is out of reach", input: { nums: [V], x: 1_000_000_000 } },
    { label: "n = 2, x is only the first element", input: { nums: [1, V], x: 1 } },
  ];
}
