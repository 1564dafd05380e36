// Hidden tests at the stated limits (n = 10^5, k up to 10^5): the only repeat exactly k apart or
// k + 1 apart, the only repeat at both ends of the array, no repeat at all, all equal with k = 0.
// Inputs must stay near 3 MB, so the test over the whole value range is shorter.

const V = 1_000_000_000;

export default function generate(rng) {
  const n = 100_000;
  // A permutation of 0..n-2, then the first value again: the only repeat is n - 1 apart.
  const ends = rng.permutation(n - 1);
  ends.push(ends[0]);
  // Every value twice, exactly 50001 apart.
  const twice = Array.from({ length: n }, (_, i) => i % 50_001);
  const random = rng.distinctInts(25_000, -V, V);
  return [
    { label: "n = 10^5, the only repeat at both ends, k = n - 2: false", input: { nums: ends, k: n - 2 } },
    { label: "n = 10^5, the only repeat at both ends, k = 10^5: true", input: { nums: ends, k: 100_000 } },
    { label: "n = 10^5, every value twice, 50001 apart, k = 50000: false", input: { nums: twice, k: 50_000 } },
    { label: "n = 10^5, every value twice, 50001 apart, k = 50001: true", input: { nums: twice, k: 50_001 } },
    { label: "n = 2.5 * 10^4, distinct values over the whole range, k = 10^5: false", input: { nums: random, k: 100_000 } },
    { label: "n = 10^5, all equal, k = 0: false", input: { nums: Array(n).fill(-1), k: 0 } },
    { label: "n = 10^5, all equal, k = 1: true at once", input: { nums: Array(n).fill(1), k: 1 } },
    { label: "n = 1, k = 10^5", input: { nums: [V], k: 100_000 } },
    { label: "n = 2, equal, k = 1", input: { nums: [-V, -V], k: 1 } },
  ];
}
