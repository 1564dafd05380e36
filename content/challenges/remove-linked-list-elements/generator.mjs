// Hidden tests at the stated limits (10^4 nodes, values 1..50, val 0..50): every node removed,
// long runs of matches at the head and at the tail, alternating matches, a val that never occurs
// (0 and a missing value), then the empty list and single nodes.

const N = 10_000;

export default function generate(rng) {
  const val = rng.int(1, 50);
  const others = (n) => rng.ints(n, 1, 50).map((v) => (v === val ? (v % 50) + 1 : v));
  return [
    { label: "n = 10^4, random values 1..50, val present about 200 times", input: { head: rng.ints(N, 1, 50), val: rng.int(1, 50) } },
    { label: "n = 10^4, every node equals val: the list becomes empty", input: { head: new Array(N).fill(50), val: 50 } },
    { label: "n = 10^4, the first 9999 nodes match", input: { head: [...new Array(N - 1).fill(val), ...others(1)], val } },
    { label: "n = 10^4, the last 5000 nodes match", input: { head: [...others(N / 2), ...new Array(N / 2).fill(val)], val } },
    { label: "n = 10^4, every other node matches, starting with the head", input: { head: Array.from({ length: N }, (_, i) => (i % 2 === 0 ? 1 : 2)), val: 1 } },
    { label: "n = 10^4, val = 0 never occurs", input: { head: rng.ints(N, 1, 50), val: 0 } },
    { label: "n = 10^4, values 1..49 only, val = 50", input: { head: rng.ints(N, 1, 49), val: 50 } },
    { label: "n = 0, the empty list", input: { head: [], val: rng.int(0, 50) } },
    { label: "n = 1, the node matches", input: { head: [val], val } },
    { label: "n = 1, the node stays", input: { head: others(1), val } },
  ];
}
