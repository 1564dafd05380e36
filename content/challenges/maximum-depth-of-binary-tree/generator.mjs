// Hidden tests at the stated limits (10^4 nodes, values -100..100): chains as deep as the tree is
// large in every direction, a complete tree, a random shape, a deep chain ending in a wide tree, and
// the empty tree.

import { broom, chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function tree(rng, s, value = () => rng.int(-100, 100)) {
  return { root: encode(s, Array.from({ length: s.left.length }, value)) };
}

export default function generate(rng) {
  const n = 10_000;
  return [
    { label: "n = 10^4, a left-leaning chain: depth 10^4", input: tree(rng, chain(n, () => false)) },
    { label: "n = 10^4, a right-leaning chain: depth 10^4", input: tree(rng, chain(n, () => true)) },
    { label: "n = 10^4, a zigzag chain: depth 10^4", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 10^4, a complete tree: depth 14", input: tree(rng, complete(n)) },
    { label: "n = 10^4, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 10^4, a chain of 5000 holding a complete tree of 5001 nodes", input: tree(rng, broom(n, 5000)) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [rng.int(-100, 100)] } },
  ];
}
