// Hidden tests at the stated limits (100 nodes per tree, values -10^4..10^4): identical chains,
// complete trees and random shapes, pairs that differ only at the node compared last, equal values
// in different shapes, a tree against its mirror, and empty trees.

/** A shape: left[i] and right[i] are child ids (-1 for none), node 0 is the root. */
function shape(n) {
  return { left: new Array(n).fill(-1), right: new Array(n).fill(-1) };
}

/** A chain of n nodes; side(i) tells whether node i + 1 hangs right (true) or left of node i. */
function chain(n, side) {
  const s = shape(n);
  for (let i = 0; i + 1 < n; i++) (side(i) ? s.right : s.left)[i] = i + 1;
  return s;
}

/** The complete tree of n nodes (ids in level order). */
function complete(n) {
  const s = shape(n);
  for (let i = 0; i < n; i++) {
    if (2 * i + 1 < n) s.left[i] = 2 * i + 1;
    if (2 * i + 2 < n) s.right[i] = 2 * i + 2;
  }
  return s;
}

/** A random shape of n nodes, from rng.tree. */
function randomShape(rng, n) {
  const order = rng.tree(n, (i) => i);
  const s = shape(n);
  let slot = 1;
  for (let id = 0; id < n; id++) {
    if (slot < order.length && order[slot] !== null) s.left[id] = order[slot];
    slot++;
    if (slot < order.length && order[slot] !== null) s.right[id] = order[slot];
    slot++;
  }
  return s;
}

/** Node ids in in-order (left, node, right), without recursion. */
function inorder(s) {
  const out = [];
  const stack = [];
  let node = 0;
  while (stack.length > 0 || node !== -1) {
    while (node !== -1) {
      stack.push(node);
      node = s.left[node];
    }
    node = stack.pop();
    out.push(node);
    node = s.right[node];
  }
  return out;
}

/** LeetCode's level order: values of present nodes, null for missing children, trailing nulls cut. */
function encode(s, val) {
  const out = [];
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    if (id === -1) {
      out.push(null);
      continue;
    }
    out.push(val[id]);
    queue.push(s.left[id], s.right[id]);
  }
  while (out[out.length - 1] === null) out.pop();
  return out;
}

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
