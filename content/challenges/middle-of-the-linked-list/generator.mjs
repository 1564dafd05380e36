// Hidden tests at the stated limits (100 nodes, values 1..100): both parities at and near the
// maximum length, values that repeat so the position and not the value decides, then the shortest
// lists, where the second of two middles is the last node.

export default function generate(rng) {
  const list = (n) => rng.ints(n, 1, 100);
  return [
    { label: "n = 100, random values: the 51st node", input: { head: list(100) } },
    { label: "n = 99, random values: the 50th node", input: { head: list(99) } },
    { label: "n = 100, values 1..100 in order", input: { head: Array.from({ length: 100 }, (_, i) => i + 1) } },
    { label: "n = 100, every value equal", input: { head: new Array(100).fill(100) } },
    { label: "n = 98, alternating 1 and 100", input: { head: Array.from({ length: 98 }, (_, i) => (i % 2 === 0 ? 1 : 100)) } },
    { label: "n = 1", input: { head: [rng.int(1, 100)] } },
    { label: "n = 2: the second node", input: { head: list(2) } },
    { label: "n = 3", input: { head: list(3) } },
  ];
}
