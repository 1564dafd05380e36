// Hidden tests at the stated limits (100 nodes, values -100..100): chains as deep as the tree is
// large, a complete tree, a random shape, a tree whose right side is short so the deeper levels are
// seen through the left subtree, and the smallest trees.

import { chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

/** A root whose right subtree is a short chain of `short` nodes and whose left one a chain of the rest. */
function lopsided(n, short) {
  const s = shape(n);
  s.right[0] = 1;
  for (let i = 1; i < short; i++) s.right[i] = i + 1;
  s.left[0] = short + 1;
  for (let i = short + 1; i + 1 < n; i++) s.right[i] = i + 1;
  return s;
}

function tree(rng, s) {
  return { root: encode(s, Array.from({ length: s.left.length }, () => rng.int(-100, 100))) };
}

export default function generate(rng) {
  const n = 100;
  return [
    { label: "n = 100, a left-leaning chain: every visible node is a left child", input: tree(rng, chain(n, () => false)) },
    { label: "n = 100, a zigzag chain (depth 100)", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 100, a complete tree", input: tree(rng, complete(n)) },
    { label: "n = 100, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 100, a short right arm of 3 nodes and a long chain on the left: the view continues into the left subtree", input: tree(rng, lopsided(n, 3)) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [rng.int(-100, 100)] } },
  ];
}
