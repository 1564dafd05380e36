// Hidden tests at the stated limits (5000 nodes, values 0..1000, k up to n): every group size that
// matters (1, 2, a divisor of n, one that leaves a short tail, k = n, k = n - 1), and n = 1.

export default function generate(rng) {
  const n = 5000;
  const list = () => rng.ints(n, 0, 1000);
  return [
    { label: "n = 5000, k = 2", input: { head: list(), k: 2 } },
    { label: "n = 5000, k = 3: a short tail of 2 nodes stays in order", input: { head: list(), k: 3 } },
    { label: "n = 5000, k = 1000 divides n", input: { head: Array.from({ length: n }, (_, i) => i % 1001), k: 1000 } },
    { label: "n = 5000, k = n: the whole list reversed", input: { head: list(), k: n } },
    { label: "n = 5000, k = n - 1: only the last node stays", input: { head: list(), k: n - 1 } },
    { label: "n = 5000, k = 1: nothing changes", input: { head: list(), k: 1 } },
    { label: "n = 1, k = 1", input: { head: [rng.int(0, 1000)], k: 1 } },
  ];
}
