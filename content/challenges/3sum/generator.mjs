// Hidden tests at the stated limits (n = 3000, values in [-10^5, 10^5]): checking every triple
// costs about 4.5 * 10^9 steps per test. The answers stay short (the whole run may print at most
// 1 MB): heavy duplicates that must be reported once, no answer at all, few hits among many values.

const V = 100_000;

export default function generate(rng) {
  const n = 3000;
  // Large positives never pair up (two of them exceed 10^5); only two negatives and one positive can hit.
  const sparse = rng.shuffle([...rng.ints(n - 100, V / 2 + 1, V), ...rng.ints(100, -V, -1)]);
  // Distinct values over the whole range: 2900 odd and 100 even, so that a hit needs an even value
  // and the answer stays at a few thousand triplets.
  const odd = rng.distinctInts(n - 100, -V / 2, V / 2 - 1).map((x) => 2 * x + 1);
  const spread = rng.shuffle([...odd, ...rng.distinctInts(100, -V / 2, V / 2).map((x) => 2 * x)]);
  const rare = rng.shuffle([...rng.distinctInts(1000, -V, V), ...Array(n - 1000).fill(V)]);
  const extremes = rng.shuffle([...Array(1000).fill(-V), ...Array(1000).fill(V / 2), ...Array(1000).fill(V)]);
  return [
    { label: "n = 3000, all zeros: one triplet", input: { nums: Array(n).fill(0) } },
    { label: "n = 3000, all positive: no triplet", input: { nums: rng.ints(n, 1, V) } },
    { label: "n = 3000, five values -2..2 with many copies", input: { nums: rng.ints(n, -2, 2) } },
    { label: "n = 3000, large positives and 100 negatives", input: { nums: sparse } },
    { label: "n = 3000, the extremes -10^5, 5 * 10^4 and 10^5 a thousand times each", input: { nums: extremes } },
    { label: "n = 3000, sorted, a thousand distinct values then 10^5 repeated", input: { nums: rare.sort((a, b) => a - b) } },
    { label: "n = 3000, distinct random values, 100 of them even", input: { nums: spread } },
    { label: "n = 3, a triplet", input: { nums: [V, -V, 0] } },
    { label: "n = 3, no triplet", input: { nums: [-V, -V, V] } },
  ];
}
