// Hidden tests at the stated limits (100 nodes, values -100..100): chains as deep as the tree is
// large, a complete tree (whose mirror is not complete), random shapes, a chain ending in a wide
// tree, and the empty tree.

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

/** A chain of `top` nodes whose last node carries a complete tree of n - top nodes: deep and wide. */
function broom(n, top) {
  const s = shape(n);
  for (let i = 0; i + 1 < top; i++) s.left[i] = i + 1;
  const base = top - 1; // the chain's last node is the complete part's root
  const m = n - base;
  for (let j = 0; j < m; j++) {
    if (2 * j + 1 < m) s.left[base + j] = base + 2 * j + 1;
    if (2 * j + 2 < m) s.right[base + j] = base + 2 * j + 2;
  }
  return s;
}

function tree(rng, s, value = () => rng.int(-100, 100)) {
  return { root: encode(s, Array.from({ length: s.left.length }, value)) };
}

export default function generate(rng) {
  const n = 100;
  return [
    { label: "n = 100, a left-leaning chain: it becomes a right-leaning one", input: tree(rng, chain(n, () => false)) },
    { label: "n = 100, a zigzag chain (depth 100)", input: tree(rng, chain(n, (i) => i % 2 === 0)) },
    { label: "n = 100, a complete tree: the mirror is no longer complete", input: tree(rng, complete(n)) },
    { label: "n = 100, random shape", input: tree(rng, randomShape(rng, n)) },
    { label: "n = 100, random shape, values only -100 and 100", input: tree(rng, randomShape(rng, n), () => rng.pick([-100, 100])) },
    { label: "n = 100, a chain of 50 holding a complete tree of 51 nodes", input: tree(rng, broom(n, 50)) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [rng.int(-100, 100)] } },
  ];
}
