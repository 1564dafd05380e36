// Hidden tests at the stated limits (3*10^4 nodes, values -1000..1000): chains as deep as the tree
// is large (all positive, mixed), a complete tree, a random shape with only negative values, one node.

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
