// Hidden tests at the stated limits (n = 10^4, values 0..10^6, k up to n(n - 1) / 2 = 49,995,000).
// Listing all pair distances means 5 * 10^7 of them per test, and merging sorted rows with a heap
// pops k times, so most tests ask for a k near the far end. Sorted, reverse-sorted, all-equal and
// two-cluster inputs put the answer on the binary search's boundaries (0, the whole range).

const V = 1_000_000;

export default function generate(rng) {
  const n = 10_000;
  const all = (n * (n - 1)) / 2;

  // Two clusters of 5000 values, at 0 and at 10^6: the first 2 * C(5000, 2) distances are 0 and
  // every later one is 10^6, so k just past them jumps across the whole range.
  const clusters = rng.shuffle(Array.from({ length: n }, (_, i) => (i < n / 2 ? 0 : V)));
  const within = 2 * ((n / 2) * (n / 2 - 1)) / 2;

  const increasing = Array.from({ length: n }, (_, i) => i * 100);
  const decreasing = Array.from({ length: n }, (_, i) => V - 2 * Math.floor(i / 2) * 100);

  return [
    { label: "n = 10^4, random values, k = n(n - 1) / 2: the largest distance", input: { nums: rng.ints(n, 0, V), k: all } },
    { label: "n = 10^4, random values, k near the far end", input: { nums: rng.ints(n, 0, V), k: rng.int(45_000_000, all) } },
    { label: "n = 10^4, increasing by 100, k in the middle", input: { nums: increasing, k: 25_000_000 } },
    { label: "n = 10^4, decreasing with every value twice, k = 4.5 * 10^7", input: { nums: decreasing, k: 45_000_000 } },
    { label: "n = 10^4, all equal at 10^6, k = n(n - 1) / 2: the answer is 0", input: { nums: Array(n).fill(V), k: all } },
    { label: "n = 10^4, two clusters at 0 and 10^6, k one past the zero distances", input: { nums: clusters, k: within + 1 } },
    { label: "n = 10^4, 0..n - 1 shuffled, random large k", input: { nums: rng.permutation(n), k: rng.int(30_000_000, all) } },
    { label: "n = 10^4, random values, k = 1: the smallest gap", input: { nums: rng.ints(n, 0, V), k: 1 } },
    { label: "n = 2, the extremes", input: { nums: [0, V], k: 1 } },
    { label: "n = 2, equal values: distance 0", input: { nums: [0, 0], k: 1 } },
    { label: "n = 3, k = 3 is the largest distance", input: { nums: [V, 0, V], k: 3 } },
  ];
}
