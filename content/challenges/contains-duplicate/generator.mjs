// Hidden tests at the stated limit (n = 10^5): with no duplicate, or only one at the very end,
// comparing every pair (O(n^2)) makes about 5 * 10^9 comparisons.

export default function generate(rng) {
  const n = 100_000;
  const MAX = 1_000_000_000;

  const lastTwo = rng.distinctInts(n - 1, -n, n);
  lastTwo.push(lastTwo[n - 2]);

  const ends = rng.distinctInts(n - 1, 0, 2 * n);
  ends.push(ends[0]);

  return [
    { label: "n = 10^5, all distinct over the whole range", input: { nums: rng.distinctInts(n, -MAX, MAX) } },
    { label: "n = 10^5, all distinct, sorted", input: { nums: Array.from({ length: n }, (_, i) => i) } },
    { label: "n = 10^5, the only duplicate is the last two positions", input: { nums: lastTwo } },
    { label: "n = 10^5, the only duplicate is the first and the last position", input: { nums: ends } },
    { label: "n = 10^5, all equal", input: { nums: Array(n).fill(0) } },
    { label: "n = 1", input: { nums: [MAX] } },
    { label: "n = 2, the two extremes", input: { nums: [MAX, -MAX] } },
    { label: "n = 2, equal at the lowest value", input: { nums: [-MAX, -MAX] } },
  ];
}
