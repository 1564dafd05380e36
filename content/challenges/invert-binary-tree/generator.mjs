// Hidden tests at the stated limits (100 nodes, values -100..100): chains as deep as the tree is
// large, a complete tree (whose mirror is not complete), random shapes, a chain ending in a wide
// tree, and the empty tree.

import { broom, chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function tree(rng, s, value = () => rng.int(-100, 100)) {
  return { root: encode(s, Array.from({ length: s.left.length }, value)) };
}

export default function generate(rng) {
  const n = 100;
  return [
    { label: "n = 100, a left-leaning chain: it becomes a right-leaning one", input: tree(rng, chain(n, () => false)) },
    { label: "n = 100, a zigzag chain (depth 100)", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 100, a complete tree: the mirror is no longer complete", input: tree(rng, complete(n)) },
    { label: "n = 100, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 100, random shape, values only -100 and 100", input: tree(rng, randomShape(rng, n), () => rng.pick([-100, 100])) },
    { label: "n = 100, a chain of 50 holding a complete tree of 51 nodes", input: tree(rng, broom(n, 50)) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [rng.int(-100, 100)] } },
  ];
}
