// Hidden tests at the stated limits (3*10^4 nodes, values -1000..1000): chains as deep as the tree
// is large (all positive, mixed), a complete tree, a random shape with only negative values, one node.

import { chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function tree(rng, s, value) {
  return { root: encode(s, Array.from({ length: s.left.length }, (_, i) => value(i))) };
}

export default function generate(rng) {
  const n = 30_000;
  const any = () => rng.int(-1000, 1000);
  return [
    { label: "n = 3*10^4, a left-leaning chain (depth 3*10^4), every value 1000: the whole chain, 3*10^7", input: tree(rng, chain(n, () => false), () => 1000) },
    { label: "n = 3*10^4, a zigzag chain (depth 3*10^4), random values", input: tree(rng, chain(n, (i) => i % 2 === 0), any) },
    { label: "n = 3*10^4, a complete tree, random values", input: tree(rng, complete(n), any) },
    { label: "n = 3*10^4, random shape, all negative: the answer is the largest single value", input: tree(rng, randomShape(rng, n), () => rng.int(-1000, -1)) },
    { label: "n = 1, -1000", input: { root: [-1000] } },
  ];
}
