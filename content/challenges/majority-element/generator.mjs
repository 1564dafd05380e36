// Hidden tests at the stated limits (n = 5 * 10^4, values -10^9..10^9), the majority always
// holding just over half of the places (the promise of the statement): with every other value
// placed first, counting each value over the whole array costs about 1.25 * 10^9 steps. Also the
// majority alternating with other values, a single rival value almost as frequent, all equal,
// and the minimum sizes.

export default function generate(rng) {
  const n = 50_000;
  const MAX = 1_000_000_000;
  const half = n / 2 + 1; // 25001: the fewest places a majority can hold

  // The other values first (all distinct), the majority after them.
  const lateMajority = rng.distinctInts(n - half + 1, -MAX, MAX);
  const major1 = lateMajority.pop();
  for (let i = 0; i < half; i++) lateMajority.push(major1);

  // Shuffled: majority at the lowest value, the others random over the whole range.
  const shuffled = rng.ints(n - half, -MAX + 1, MAX).concat(Array(half).fill(-MAX));
  rng.shuffle(shuffled);

  // One rival value with 24999 places, first; the majority with 25001 places after it.
  const rival = Array(n - half).fill(MAX).concat(Array(half).fill(MAX - 1));

  // n odd: the majority at every even index, distinct values between.
  const m = n - 1;
  const others = rng.distinctInts((m - 1) / 2, 1, MAX);
  const alternating = Array.from({ length: m }, (_, i) => (i % 2 === 0 ? 0 : others[(i - 1) / 2]));

  return [
    { label: "n = 5 * 10^4, 24999 distinct values first, the majority after them", input: { nums: lateMajority } },
    { label: "n = 5 * 10^4, shuffled, the majority is -10^9 with 25001 places", input: { nums: shuffled } },
    { label: "n = 5 * 10^4, one rival value 24999 times, then the majority 25001 times", input: { nums: rival } },
    { label: "n = 49999, the majority at every even index, distinct values between", input: { nums: alternating } },
    { label: "n = 5 * 10^4, all equal to 10^9", input: { nums: Array(n).fill(MAX) } },
    { label: "n = 1", input: { nums: [rng.int(-MAX, MAX)] } },
    { label: "n = 2, both equal", input: { nums: [-MAX, -MAX] } },
    { label: "n = 3, the majority at both ends", input: { nums: [7, -7, 7] } },
  ];
}
