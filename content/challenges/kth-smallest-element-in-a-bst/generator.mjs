// Hidden tests at the stated limits (10^4 nodes, values 0..10^4): chains as deep as the tree is
// large, with the k-th value at the far end of the in-order walk, a complete tree, random shapes
// and the smallest tree.

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
