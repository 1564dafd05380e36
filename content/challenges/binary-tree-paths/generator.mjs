// Hidden tests at the stated limits (100 nodes, values -100..100): a complete tree (50 paths), a
// chain (one path of 100 values), a spine with a leaf on every level (the output is as large as it
// gets, about n^2 / 8 values), random shapes, repeated values giving equal strings for different
// leaves, negative extremes, a chain holding a complete tree, and the smallest trees.

import { broom, chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

function withValues(s, value) {
  return { root: encode(s, Array.from({ length: s.left.length }, (_, i) => value(i))) };
}

/** A spine of n / 2 nodes going left, each spine node carrying one leaf on its right. */
function caterpillar(n) {
  const s = shape(n);
  const spine = Math.floor(n / 2);
  for (let i = 0; i + 1 < spine; i++) s.left[i] = i + 1;
  for (let i = 0; i < n - spine; i++) s.right[i] = spine + i;
  return s;
}

export default function generate(rng) {
  const n = 100;
  const value = () => rng.int(-100, 100);
  return [
    { label: "n = 100, a complete tree: 50 paths", input: withValues(complete(n), value) },
    { label: "n = 100, a right-leaning chain of -100s: one path of 100 values", input: withValues(chain(n, () => true), () => -100) },
    { label: "n = 100, a spine with a leaf on every level: 50 paths of growing length", input: withValues(caterpillar(n), value) },
    { label: "n = 100, random shape", input: withValues(randomShape(rng, n), value) },
    { label: "n = 100, random shape, every value 100: many equal strings", input: withValues(randomShape(rng, n), () => 100) },
    { label: "n = 100, a complete tree of values 0 and -1: repeated paths", input: withValues(complete(n), () => rng.int(-1, 0)) },
    { label: "n = 100, a zigzag chain", input: withValues(chain(n, (i) => i % 2 === 0), value) },
    { label: "n = 100, a chain of 50 holding a complete tree", input: withValues(broom(n, 50), value) },
    { label: "n = 1", input: { root: [value()] } },
    { label: "n = 2", input: { root: [value(), null, value()] } },
  ];
}
