// Hidden tests at the stated limits (5000 nodes, values -5000..5000): random, ascending, all equal
// and alternating extremes at full length, then the empty list and the shortest ones.

export default function generate(rng) {
  const n = 5000;
  return [
    { label: "n = 5000, random values", input: { head: rng.ints(n, -5000, 5000) } },
    { label: "n = 5000, ascending from -5000 to 5000", input: { head: rng.distinctInts(n, -5000, 5000).sort((a, b) => a - b) } },
    { label: "n = 5000, every value equal", input: { head: new Array(n).fill(rng.int(-5000, 5000)) } },
    { label: "n = 5000, alternating -5000 and 5000", input: { head: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? -5000 : 5000)) } },
    { label: "n = 0, the empty list", input: { head: [] } },
    { label: "n = 1", input: { head: [rng.int(-5000, 5000)] } },
    { label: "n = 2", input: { head: rng.ints(2, -5000, 5000) } },
  ];
}
