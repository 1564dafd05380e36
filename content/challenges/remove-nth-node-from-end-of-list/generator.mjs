// Hidden tests at the stated limits (30 nodes, values 0..100, 1 <= n <= sz): removing the last
// node, the head and a node in the middle of a full-length list, repeated values so that the
// position and not the value decides, then the one- and two-node lists.

export default function generate(rng) {
  const list = (size) => rng.ints(size, 0, 100);
  return [
    { label: "sz = 30, n = 30: the head is removed", input: { head: list(30), n: 30 } },
    { label: "sz = 30, n = 1: the last node is removed", input: { head: list(30), n: 1 } },
    { label: "sz = 30, n = 15", input: { head: list(30), n: 15 } },
    { label: "sz = 30, n = 29: the second node", input: { head: Array.from({ length: 30 }, (_, i) => i), n: 29 } },
    { label: "sz = 30, every value equal, n = 2", input: { head: new Array(30).fill(100), n: 2 } },
    { label: "sz = 30, alternating 0 and 100, random n", input: { head: Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 0 : 100)), n: rng.int(1, 30) } },
    { label: "sz = 1, n = 1: the list becomes empty", input: { head: [rng.int(0, 100)], n: 1 } },
    { label: "sz = 2, n = 1", input: { head: list(2), n: 1 } },
    { label: "sz = 2, n = 2", input: { head: list(2), n: 2 } },
  ];
}
