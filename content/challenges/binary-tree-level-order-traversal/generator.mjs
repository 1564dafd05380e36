// Hidden tests at the stated limits (2000 nodes, values -1000..1000): chains as deep as the tree is
// large, a complete tree with a wide last level, random shapes, a deep chain ending in a wide tree,
// and the empty tree.

import { broom, chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function tree(rng, s, value = () => rng.int(-1000, 1000)) {
  return { root: encode(s, Array.from({ length: s.left.length }, value)) };
}

export default function generate(rng) {
  const n = 2000;
  return [
    { label: "n = 2000, a left-leaning chain: 2000 levels of one node", input: tree(rng, chain(n, () => false)) },
    { label: "n = 2000, a zigzag chain: 2000 levels of one node", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 2000, a complete tree: 11 levels, the last one 977 nodes wide", input: tree(rng, complete(n)) },
    { label: "n = 2000, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 2000, random shape, values only -1000 and 1000", input: tree(rng, randomShape(rng, n), () => rng.pick([-1000, 1000])) },
    { label: "n = 2000, a chain of 1000 holding a complete tree of 1001 nodes", input: tree(rng, broom(n, 1000)) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [rng.int(-1000, 1000)] } },
  ];
}
