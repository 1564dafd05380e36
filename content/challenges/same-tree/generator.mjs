// Hidden tests at the stated limits (100 nodes per tree, values -10^4..10^4): identical chains,
// complete trees and random shapes, pairs that differ only at the node compared last, equal values
// in different shapes, a tree against its mirror, and empty trees.

import { chain, complete, encode, randomShape } from "../_lib/trees.mjs";

const V = 10_000;

function values(rng, n) {
  return Array.from({ length: n }, () => rng.int(-V, V));
}

/** Both trees the same: one shape, one set of values. */
function same(rng, s) {
  const root = encode(s, values(rng, s.left.length));
  return { p: root, q: [...root] };
}

/** One shape, the same values except the last node in level order (the deepest, met last). */
function lastDiffers(rng, s) {
  const val = values(rng, s.left.length);
  const p = encode(s, val);
  const q = [...p];
  const last = q.length - 1;
  q[last] = q[last] === V ? -V : q[last] + 1;
  return { p, q };
}

/** The mirror image of a shape. */
function mirror(s) {
  return { left: [...s.right], right: [...s.left] };
}

export default function generate(rng) {
  const n = 100;
  const left = chain(n, () => false);
  const right = chain(n, () => true);
  const vals = values(rng, n);
  const random = randomShape(rng, n);
  const randomVals = values(rng, n);
  return [
    { label: "n = 100, two identical left-leaning chains (depth 100)", input: same(rng, left) },
    { label: "n = 100, two identical complete trees", input: same(rng, complete(n)) },
    { label: "n = 100, two identical random shapes", input: same(rng, randomShape(rng, n)) },
    { label: "n = 100, a zigzag chain whose deepest node differs by one", input: lastDiffers(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 100, random shape, the last node in level order differs", input: lastDiffers(rng, randomShape(rng, n)) },
    { label: "n = 100, the same values along a left chain and a right chain: shapes differ", input: { p: encode(left, vals), q: encode(right, vals) } },
    { label: "n = 100, a random tree and its mirror image", input: { p: encode(random, randomVals), q: encode(mirror(random), randomVals) } },
    { label: "both empty", input: { p: [], q: [] } },
    { label: "one empty, one single node", input: { p: [], q: [rng.int(-V, V)] } },
  ];
}
