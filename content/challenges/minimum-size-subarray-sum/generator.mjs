// Hidden tests at the stated limits (n = 10^5, nums[i] in [1, 10^4], target up to 10^9). Long
// answers (or none at all) make summing forward from every start cost up to n^2 / 2 = 5 * 10^9
// additions. The whole array at its maximum sums to exactly 10^9, the largest target.

const V = 10_000;

export default function generate(rng) {
  const n = 100_000;
  const random = rng.ints(n, 1, V);
  const half = Math.floor(random.reduce((a, b) => a + b, 0) / 2);
  const increasing = Array.from({ length: n }, (_, i) => 1 + Math.floor(i / 10));
  const lastPart = increasing.slice(n - 30_000).reduce((a, b) => a + b, 0);
  const small = rng.ints(n, 1, 99);
  const most = Math.floor((small.reduce((a, b) => a + b, 0) * 4) / 5);
  const spike = Array(n).fill(1);
  spike[n - 5] = V;
  return [
    {
      label: "n = 10^5, all ones, target = 10^9: no subarray reaches it",
      input: { target: 1_000_000_000, nums: Array(n).fill(1) },
    },
    {
      label: "n = 10^5, all 10^4, target = 10^9: only the whole array",
      input: { target: 1_000_000_000, nums: Array(n).fill(V) },
    },
    { label: "n = 10^5, random values, target = half the total", input: { target: half, nums: random } },
    {
      label: "n = 10^5, increasing, the answer is the last 30000 values",
      input: { target: lastPart, nums: increasing },
    },
    {
      label: "n = 10^5, random values 1 to 9, target = 10^9: no subarray reaches it",
      input: { target: 1_000_000_000, nums: rng.ints(n, 1, 9) },
    },
    { label: "n = 10^5, random values 1 to 99, target = 4/5 of the total", input: { target: most, nums: small } },
    { label: "n = 10^5, random values 1 to 3, target = 10^5", input: { target: 100_000, nums: rng.ints(n, 1, 3) } },
    { label: "n = 10^5, ones with one 10^4 near the end, target = 10^4", input: { target: V, nums: spike } },
    { label: "n = 1000, target = 1: any element", input: { target: 1, nums: rng.ints(1000, 1, V) } },
    { label: "n = 1, reached", input: { target: V, nums: [V] } },
    { label: "n = 1, target = 10^9 not reached", input: { target: 1_000_000_000, nums: [V] } },
  ];
}
