// Hidden tests at the stated limits (10^4 nodes, values -10^6..10^6): random extreme values at even
// and odd lengths, ascending and descending lists, all values equal, values whose parity differs
// from their position's (grouping by value is wrong), then the empty list and the shortest lists.

export default function generate(rng) {
  const n = 10_000;
  return [
    { label: "n = 10^4, random values in [-10^6, 10^6]", input: { head: rng.ints(n, -1_000_000, 1_000_000) } },
    { label: "n = 9999 (odd length), random values", input: { head: rng.ints(n - 1, -1_000_000, 1_000_000) } },
    { label: "n = 10^4, ascending", input: { head: rng.ints(n, -1_000_000, 1_000_000).sort((a, b) => a - b) } },
    { label: "n = 10^4, descending", input: { head: rng.ints(n, -1_000_000, 1_000_000).sort((a, b) => b - a) } },
    { label: "n = 10^4, every value -10^6", input: { head: new Array(n).fill(-1_000_000) } },
    {
      label: "n = 10^4, even values at odd positions and odd values at even positions",
      input: { head: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 2 * rng.int(-500_000, 500_000) : 2 * rng.int(-500_000, 499_999) + 1)) },
    },
    { label: "n = 10^4, alternating 10^6 and -10^6", input: { head: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1_000_000 : -1_000_000)) } },
    { label: "n = 0, the empty list", input: { head: [] } },
    { label: "n = 1", input: { head: [rng.int(-1_000_000, 1_000_000)] } },
    { label: "n = 2", input: { head: rng.ints(2, -1_000_000, 1_000_000) } },
    { label: "n = 3", input: { head: rng.ints(3, -1_000_000, 1_000_000) } },
  ];
}
