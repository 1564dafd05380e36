// Hidden tests at the stated limits (10^4 nodes, values 0..10^4): chains as deep as the tree is
// large, with the k-th value at the far end of the in-order walk, a complete tree, random shapes
// and the smallest tree.

import { chain, complete, encode, inorder, randomShape } from "../_lib/trees.mjs";

/** Values 0..10^4 for a valid BST of this shape: n distinct sorted values laid out in in-order. */
function bstValues(rng, s) {
  const n = s.left.length;
  const values = rng.distinctInts(n, 0, 10_000).sort((a, b) => a - b);
  const val = new Array(n);
  inorder(s).forEach((id, i) => {
    val[id] = values[i];
  });
  return val;
}

function bst(rng, s, k) {
  return { root: encode(s, bstValues(rng, s)), k };
}

export default function generate(rng) {
  const n = 10_000;
  const leftChain = chain(n, () => false);
  const rightChain = chain(n, () => true);
  const zigzag = chain(n, (i) => i % 2 === 0);
  const full = complete(n);
  return [
    { label: "n = 10^4, a left-leaning chain (depth 10^4), k = n: the answer is the root, met last", input: bst(rng, leftChain, n) },
    { label: "n = 10^4, a right-leaning chain (depth 10^4), k = n: the answer is the deepest node", input: bst(rng, rightChain, n) },
    { label: "n = 10^4, a zigzag chain (depth 10^4), k = 1: the smallest value is the deepest node", input: bst(rng, zigzag, 1) },
    { label: "n = 10^4, a complete tree, k = n", input: bst(rng, full, n) },
    { label: "n = 10^4, a complete tree, k = 1", input: bst(rng, full, 1) },
    { label: "n = 10^4, random shape, k in the middle", input: bst(rng, randomShape(rng, n), rng.int(2, n - 1)) },
    { label: "n = 10^4, random shape, k = n - 1", input: bst(rng, randomShape(rng, n), n - 1) },
    { label: "n = 1, k = 1", input: { root: [rng.int(0, 10_000)], k: 1 } },
  ];
}
