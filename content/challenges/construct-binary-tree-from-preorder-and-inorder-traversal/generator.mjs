// Hidden tests at the stated limits (3000 nodes, distinct values in -3000..3000): chains leaning
// left (every root is at the far end of its inorder range, the worst case for a linear scan),
// right and zigzag, a complete tree, random shapes, a chain holding a complete tree, a tree whose
// values are sorted in inorder (a search tree) and one whose values are reverse sorted, and the
// smallest trees.

import { broom, chain, complete, inorder, randomShape } from "../_lib/trees.mjs";

function preorder(s) {
  const out = [];
  const stack = [0];
  while (stack.length > 0) {
    const id = stack.pop();
    out.push(id);
    if (s.right[id] !== -1) stack.push(s.right[id]);
    if (s.left[id] !== -1) stack.push(s.left[id]);
  }
  return out;
}

/** The traversals of shape s, node id i holding value val[i]. */
function traversals(s, val) {
  return { preorder: preorder(s).map((id) => val[id]), inorder: inorder(s).map((id) => val[id]) };
}

function randomValues(rng, n) {
  return rng.distinctInts(n, -3000, 3000);
}

/** Values increasing (or decreasing) along the inorder of s. */
function sortedValues(rng, s, increasing) {
  const n = s.left.length;
  const values = rng.distinctInts(n, -3000, 3000).sort((a, b) => (increasing ? a - b : b - a));
  const val = new Array(n);
  inorder(s).forEach((id, k) => {
    val[id] = values[k];
  });
  return val;
}

export default function generate(rng) {
  const n = 3000;
  const shapes = {
    left: chain(n, () => false),
    right: chain(n, () => true),
    zigzag: chain(n, (i) => i % 2 === 0),
    complete: complete(n),
  };
  const randomA = randomShape(rng, n);
  const randomB = randomShape(rng, n);
  return [
    { label: "n = 3000, a left-leaning chain: each root is last in its inorder range", input: traversals(shapes.left, randomValues(rng, n)) },
    { label: "n = 3000, a right-leaning chain: preorder equals inorder", input: traversals(shapes.right, randomValues(rng, n)) },
    { label: "n = 3000, a zigzag chain", input: traversals(shapes.zigzag, randomValues(rng, n)) },
    { label: "n = 3000, a complete tree", input: traversals(shapes.complete, randomValues(rng, n)) },
    { label: "n = 3000, random shape", input: traversals(randomA, randomValues(rng, n)) },
    { label: "n = 3000, random shape, values sorted in inorder (a search tree)", input: traversals(randomB, sortedValues(rng, randomB, true)) },
    { label: "n = 3000, a left-leaning chain, values reverse sorted in inorder", input: traversals(shapes.left, sortedValues(rng, shapes.left, false)) },
    { label: "n = 3000, a chain of 1500 holding a complete tree of 1501 nodes", input: traversals(broom(n, 1500), randomValues(rng, n)) },
    { label: "n = 1", input: traversals(chain(1, () => true), randomValues(rng, 1)) },
    { label: "n = 2, a left child", input: traversals(chain(2, () => false), randomValues(rng, 2)) },
    { label: "n = 2, a right child", input: traversals(chain(2, () => true), randomValues(rng, 2)) },
  ];
}
