// Hidden tests at the stated limits (10^4 nodes, values -100..100): chains in every direction
// (measuring each node's subtree heights from scratch costs about n^2 / 2 = 5 * 10^7 steps there,
// and recursion goes 10^4 deep), two long arms meeting at the root, a longest path that avoids the
// root, a complete tree, a random shape, a chain holding a complete tree, and the minimum sizes.

import { broom, chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

function tree(rng, s) {
  return { root: encode(s, Array.from({ length: s.left.length }, () => rng.int(-100, 100))) };
}

/** Root 0 with a left arm of a nodes and a right arm of n - 1 - a nodes, both straight chains. */
function arms(n, a) {
  const s = shape(n);
  let prev = 0;
  for (let id = 1; id <= a; id++) {
    s.left[prev] = id;
    prev = id;
  }
  prev = 0;
  for (let id = a + 1; id < n; id++) {
    s.right[prev] = id;
    prev = id;
  }
  return s;
}

/**
 * The root has a short right chain of `short` nodes and a left child whose own two arms are
 * long: the longest path bends at the left child, not at the root.
 */
function offRoot(n, short) {
  const s = shape(n);
  let prev = 0;
  for (let id = 1; id <= short; id++) {
    s.right[prev] = id;
    prev = id;
  }
  const top = short + 1; // the root's left child
  s.left[0] = top;
  const rest = n - top - 1; // nodes below top
  const leftArm = Math.floor(rest / 2);
  prev = top;
  for (let id = top + 1; id <= top + leftArm; id++) {
    s.left[prev] = id;
    prev = id;
  }
  prev = top;
  for (let id = top + leftArm + 1; id < n; id++) {
    s.right[prev] = id;
    prev = id;
  }
  return s;
}

export default function generate(rng) {
  const n = 10_000;
  return [
    { label: "n = 10^4, a left-leaning chain: 9999", input: tree(rng, chain(n, () => false)) },
    { label: "n = 10^4, a right-leaning chain: 9999", input: tree(rng, chain(n, () => true)) },
    { label: "n = 10^4, a zigzag chain: 9999", input: tree(rng, chain(n, (i) => i % 2 === 1)) },
    { label: "n = 10^4, two straight arms of 5000 and 4999 nodes meeting at the root", input: tree(rng, arms(n, 5000)) },
    { label: "n = 10^4, the longest path bends below the root, whose other arm is short", input: tree(rng, offRoot(n, 100)) },
    { label: "n = 10^4, a complete tree", input: tree(rng, complete(n)) },
    { label: "n = 10^4, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 10^4, a chain of 5000 holding a complete tree of 5001 nodes", input: tree(rng, broom(n, 5000)) },
    { label: "n = 1", input: { root: [rng.int(-100, 100)] } },
    { label: "n = 2", input: { root: [rng.int(-100, 100), null, rng.int(-100, 100)] } },
  ];
}
