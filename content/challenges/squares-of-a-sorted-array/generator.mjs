// Hidden tests at the stated limits (n = 10^4, values in [-10^4, 10^4], sorted). Squares reach
// 10^8, which still fits a 32-bit int. All-negative and all-non-negative arrays send one index
// over the whole array; ties between -x and x test the comparison. The answers stay under the
// 1 MB a run may print.

const V = 10_000;

const sorted = (list) => list.sort((a, b) => a - b);

export default function generate(rng) {
  const n = 10_000;
  return [
    { label: "n = 10^4, random values over the whole range", input: { nums: sorted(rng.ints(n, -V, V)) } },
    { label: "n = 10^4, all negative", input: { nums: sorted(rng.ints(n, -V, -1)) } },
    { label: "n = 10^4, all non-negative", input: { nums: sorted(rng.ints(n, 0, V)) } },
    {
      label: "n = 10^4, -5000 to 4999: every magnitude but 5000 appears twice",
      input: { nums: Array.from({ length: n }, (_, i) => i - n / 2) },
    },
    { label: "n = 10^4, all -10^4: the largest squares", input: { nums: Array(n).fill(-V) } },
    {
      label: "n = 10^4, mostly negative with a few large positives at the end",
      input: { nums: sorted([...rng.ints(n - 10, -V, 0), ...rng.ints(10, V - 100, V)]) },
    },
    { label: "n = 1, the maximum", input: { nums: [V] } },
    { label: "n = 1, negative", input: { nums: [-1] } },
  ];
}
