// Hidden tests at the stated limits (100 nodes, values -100..100): chains as deep as the tree is
// large, a complete tree, a random shape, a tree whose right side is short so the deeper levels are
// seen through the left subtree, and the smallest trees.

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
