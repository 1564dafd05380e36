// Hidden tests at the stated limits (1000 nodes, values 0..1000): a complete tree (many nodes share
// a row and a column, with values that decrease from left to right so breadth-first order is
// wrong), chains leaning left and right (1000 columns of one node), a zigzag chain (two columns,
// rows interleaved), random shapes with random, equal and extreme values, a chain holding a
// complete tree, and the smallest trees.

import { broom, chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function withValues(s, value) {
  return { root: encode(s, Array.from({ length: s.left.length }, (_, i) => value(i))) };
}

export default function generate(rng) {
  const n = 1000;
  return [
    { label: "n = 1000, a complete tree, values decreasing in level order (ties need sorting)", input: withValues(complete(n), (i) => n - i) },
    { label: "n = 1000, a complete tree, random values", input: withValues(complete(n), () => rng.int(0, 1000)) },
    { label: "n = 1000, a left-leaning chain: 1000 columns", input: withValues(chain(n, () => false), () => rng.int(0, 1000)) },
    { label: "n = 1000, a right-leaning chain", input: withValues(chain(n, () => true), () => rng.int(0, 1000)) },
    { label: "n = 1000, a zigzag chain: two columns, rows interleaved", input: withValues(chain(n, (i) => i % 2 === 0), () => rng.int(0, 1000)) },
    { label: "n = 1000, random shape, random values", input: withValues(randomShape(rng, n), () => rng.int(0, 1000)) },
    { label: "n = 1000, random shape, every value 1000", input: withValues(randomShape(rng, n), () => 1000) },
    { label: "n = 1000, random shape, values 0 and 1000 only", input: withValues(randomShape(rng, n), () => (rng.bool(0.5) ? 0 : 1000)) },
    { label: "n = 1000, a chain of 300 holding a complete tree of 701 nodes", input: withValues(broom(n, 300), () => rng.int(0, 1000)) },
    { label: "n = 1, value 0", input: { root: [0] } },
    { label: "n = 2", input: { root: [rng.int(0, 1000), rng.int(0, 1000)] } },
  ];
}
