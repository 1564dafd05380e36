// Hidden tests at the stated limits (root 2000 nodes, subRoot 1000 nodes, values -10^4..10^4):
// long chains of one repeated value where subRoot matches the bottom of root or misses only by
// its last value (comparing from every node costs about m * n there), complete trees of equal
// values, a random subRoot grafted deep into a random root (true), the same subRoot missing one
// leaf or with one value changed (false), a subRoot equal to the top of root but not its whole
// subtree, the whole tree as its own subtree, and the smallest trees.

import { chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

/** A tree: shape arrays plus values. */
function tree(s, val) {
  return { left: s.left, right: s.right, val };
}

function toJson(t) {
  return encode(t, t.val);
}

/** A copy of t with u hung as the `side` child of node `at` (which must have that slot free). */
function graft(t, u, at, side) {
  const n = t.left.length;
  const s = shape(n + u.left.length);
  const val = [...t.val, ...u.val];
  for (let i = 0; i < n; i++) {
    s.left[i] = t.left[i];
    s.right[i] = t.right[i];
  }
  for (let i = 0; i < u.left.length; i++) {
    if (u.left[i] !== -1) s.left[n + i] = n + u.left[i];
    if (u.right[i] !== -1) s.right[n + i] = n + u.right[i];
  }
  (side ? s.right : s.left)[at] = n;
  return tree(s, val);
}

/** A copy of t without node `gone`, a leaf, renumbered so that node 0 stays the root. */
function withoutLeaf(t, gone) {
  const ids = new Map();
  const order = [0];
  for (let head = 0; head < order.length; head++) {
    const id = order[head];
    ids.set(id, head);
    for (const child of [t.left[id], t.right[id]]) if (child !== -1 && child !== gone) order.push(child);
  }
  const s = shape(order.length);
  const val = order.map((id) => t.val[id]);
  order.forEach((id, k) => {
    if (t.left[id] !== -1 && t.left[id] !== gone) s.left[k] = ids.get(t.left[id]);
    if (t.right[id] !== -1 && t.right[id] !== gone) s.right[k] = ids.get(t.right[id]);
  });
  return tree(s, val);
}

function leaves(t) {
  const out = [];
  for (let i = 0; i < t.left.length; i++) if (t.left[i] === -1 && t.right[i] === -1) out.push(i);
  return out;
}

function randomTree(rng, n, lo, hi) {
  return tree(randomShape(rng, n), rng.ints(n, lo, hi));
}

/** A node of t with a free child slot, and which slot. */
function freeSlot(rng, t) {
  const candidates = [];
  for (let i = 0; i < t.left.length; i++) {
    if (t.left[i] === -1) candidates.push([i, false]);
    if (t.right[i] === -1) candidates.push([i, true]);
  }
  return rng.pick(candidates);
}

export default function generate(rng) {
  const sameChain = (n, v) => tree(chain(n, () => true), new Array(n).fill(v));
  const sub = randomTree(rng, 1000, -3, 3);
  const host = randomTree(rng, 1000, -3, 3);
  const [at, side] = freeSlot(rng, host);
  const grafted = graft(host, sub, at, side);
  const lastChanged = sameChain(1000, -10000);
  lastChanged.val[999] = 10000;
  const oneValueOff = tree(sub, [...sub.val]);
  oneValueOff.val[rng.int(0, 999)] = 4;
  const bigRandom = randomTree(rng, 2000, -10000, 10000);
  const self = toJson(tree(randomShape(rng, 1000), Array.from({ length: 1000 }, () => (rng.bool(0.5) ? -10000 : 10000))));
  return [
    { label: "root: a chain of 2000 equal values; subRoot: the chain's last 1000 nodes: true", input: { root: toJson(sameChain(2000, 10000)), subRoot: toJson(sameChain(1000, 10000)) } },
    { label: "root: a chain of 2000 equal values; subRoot: the same but its last value differs: false", input: { root: toJson(sameChain(2000, -10000)), subRoot: toJson(lastChanged) } },
    { label: "root: a chain of 2000 equal values; subRoot: 1000 equal values leaning the other way: false", input: { root: toJson(sameChain(2000, 7)), subRoot: toJson(tree(chain(1000, () => false), new Array(1000).fill(7))) } },
    { label: "root: a complete tree of 2000 zeros; subRoot: a complete tree of 1000 zeros (no subtree has that shape): false", input: { root: toJson(tree(complete(2000), new Array(2000).fill(0))), subRoot: toJson(tree(complete(1000), new Array(1000).fill(0))) } },
    { label: "root: a complete tree of 2000 zeros; subRoot: a perfect tree of 511 zeros, the shape of deep subtrees: true", input: { root: toJson(tree(complete(2000), new Array(2000).fill(0))), subRoot: toJson(tree(complete(511), new Array(511).fill(0))) } },
    { label: "root: 2000 nodes, a random subRoot of 1000 grafted into a random tree, values in [-3, 3]: true", input: { root: toJson(grafted), subRoot: toJson(sub) } },
    { label: "root: the same grafted tree; subRoot: the copy minus one leaf: false", input: { root: toJson(grafted), subRoot: toJson(withoutLeaf(sub, rng.pick(leaves(sub)))) } },
    { label: "root: the same grafted tree; subRoot: the copy with one value changed: false", input: { root: toJson(grafted), subRoot: toJson(oneValueOff) } },
    { label: "root: 2000 random nodes; subRoot: its first 1000 nodes in level order (the top, not a whole subtree): false", input: { root: toJson(bigRandom), subRoot: toJson(firstNodes(bigRandom, 1000)) } },
    { label: "root = subRoot, 1000 random nodes with values -10^4 and 10^4: true", input: { root: self, subRoot: self } },
    { label: "one node each, equal values: true", input: { root: [-10000], subRoot: [-10000] } },
    { label: "one node each, different values: false", input: { root: [10000], subRoot: [-10000] } },
  ];
}

/** The tree made of the first k nodes of t in breadth-first order (a connected top part). */
function firstNodes(t, k) {
  const order = [0];
  for (let head = 0; head < order.length && order.length < k; head++) {
    const id = order[head];
    for (const child of [t.left[id], t.right[id]]) if (child !== -1 && order.length < k) order.push(child);
  }
  const ids = new Map(order.map((id, i) => [id, i]));
  const s = shape(order.length);
  order.forEach((id, i) => {
    if (ids.has(t.left[id])) s.left[i] = ids.get(t.left[id]);
    if (ids.has(t.right[id])) s.right[i] = ids.get(t.right[id]);
  });
  return tree(s, order.map((id) => t.val[id]));
}
