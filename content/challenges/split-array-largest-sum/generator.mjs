// Hidden tests at the stated limits (n = 1000, values up to 10^6, k up to 50). The answer lies
// between max(nums) and sum(nums), up to 10^9: the binary search takes about 30 greedy passes.
// Zeros, one huge value and k = 1 or k = 50 check both ends of the search range.

const V = 1_000_000;

export default function generate(rng) {
  const n = 1000;
  const oneHuge = Array(n).fill(0);
  oneHuge[rng.int(0, n - 1)] = V;
  const increasing = rng.ints(n, 0, V).sort((a, b) => a - b);
  const decreasing = rng.ints(n, 0, V).sort((a, b) => b - a);
  const skewed = Array.from({ length: n }, (_, i) => (i < n - 50 ? rng.int(0, 10) : V));
  return [
    { label: "n = 1000, random values up to 10^6, k = 50", input: { nums: rng.ints(n, 0, V), k: 50 } },
    { label: "n = 1000, all 10^6, k = 1: the whole sum, 10^9", input: { nums: Array(n).fill(V), k: 1 } },
    { label: "n = 1000, all 10^6, k = 50: 20 values per part", input: { nums: Array(n).fill(V), k: 50 } },
    { label: "n = 1000, all 10^6, k = 47: parts cannot be equal", input: { nums: Array(n).fill(V), k: 47 } },
    { label: "n = 1000, all zeros, k = 50: the answer is 0", input: { nums: Array(n).fill(0), k: 50 } },
    { label: "n = 1000, one 10^6 among zeros, k = 2: the answer is the maximum", input: { nums: oneHuge, k: 2 } },
    { label: "n = 1000, increasing, k = 37", input: { nums: increasing, k: 37 } },
    { label: "n = 1000, decreasing, k = 13", input: { nums: decreasing, k: 13 } },
    { label: "n = 1000, small values then fifty 10^6 at the end, k = 50", input: { nums: skewed, k: 50 } },
    { label: "n = 1000, random values, k = 1", input: { nums: rng.ints(n, 0, V), k: 1 } },
    { label: "n = 50, random values, k = 50: each value alone", input: { nums: rng.ints(50, 0, V), k: 50 } },
    { label: "n = 1, k = 1, the value 0", input: { nums: [0], k: 1 } },
  ];
}
