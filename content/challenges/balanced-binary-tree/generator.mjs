// Hidden tests at the stated limits (5000 nodes, values -10^4..10^4): balanced trees (complete; a
// root joining complete subtrees whose heights differ by 1; the tallest balanced tree, a
// Fibonacci tree where every node's sides differ by exactly 1), and unbalanced ones where the
// failure sits at the very bottom of a tall balanced tree, only at the root, along a chain, under
// a short chain on top of a complete tree, or somewhere in a random shape; then the smallest trees.

import { broom, chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

/** A new root (id 0) over copies of shapes a and b (either may be null for an empty side). */
function join(a, b) {
  const na = a ? a.left.length : 0;
  const nb = b ? b.left.length : 0;
  const s = shape(1 + na + nb);
  const copy = (part, offset) => {
    for (let i = 0; i < part.left.length; i++) {
      if (part.left[i] !== -1) s.left[offset + i] = offset + part.left[i];
      if (part.right[i] !== -1) s.right[offset + i] = offset + part.right[i];
    }
  };
  if (a) {
    copy(a, 1);
    s.left[0] = 1;
  }
  if (b) {
    copy(b, 1 + na);
    s.right[0] = 1 + na;
  }
  return s;
}

/** The Fibonacci tree of height h: the fewest nodes a balanced tree of that height can have. */
function fibonacci(h) {
  if (h === 0) return null;
  if (h === 1) return shape(1);
  return join(fibonacci(h - 1), fibonacci(h - 2));
}

/** s with one extra node hung below its deepest leftmost node. */
function withExtraLeaf(s) {
  const n = s.left.length;
  const out = shape(n + 1);
  for (let i = 0; i < n; i++) {
    out.left[i] = s.left[i];
    out.right[i] = s.right[i];
  }
  let node = 0;
  while (out.left[node] !== -1) node = out.left[node];
  out.left[node] = n;
  return out;
}

function tree(rng, s) {
  return { root: encode(s, Array.from({ length: s.left.length }, () => rng.int(-10000, 10000))) };
}

export default function generate(rng) {
  const n = 5000;
  const fib = fibonacci(17); // 4180 nodes, height 17
  return [
    { label: "n = 5000, a complete tree: true", input: tree(rng, complete(n)) },
    { label: "n = 5000, complete subtrees of heights 12 and 11 under the root: true", input: tree(rng, join(complete(2999), complete(2000))) },
    { label: "n = 4180, the Fibonacci tree of height 17, every node off by exactly 1: true", input: tree(rng, fib) },
    { label: "n = 4181, the Fibonacci tree plus one leaf at the bottom: false deep down only", input: tree(rng, withExtraLeaf(fib)) },
    { label: "n = 5000, complete subtrees of heights 12 and 10: false at the root only", input: tree(rng, join(complete(4095), complete(904))) },
    { label: "n = 5000, a left-leaning chain: false", input: tree(rng, chain(n, () => false)) },
    { label: "n = 5000, a zigzag chain: false", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 5000, a chain of 3 over a complete tree: false at the top", input: tree(rng, broom(n, 3)) },
    { label: "n = 5000, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 0, the empty tree: true", input: { root: [] } },
    { label: "n = 1: true", input: { root: [rng.int(-10000, 10000)] } },
    { label: "n = 3, a chain: false", input: tree(rng, chain(3, () => true)) },
  ];
}
