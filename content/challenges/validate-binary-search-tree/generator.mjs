// Hidden tests at the stated limits (10^4 nodes, values over the whole 32-bit range): chains as deep
// as the tree is large, a complete tree, random shapes, and invalid trees whose only fault is a deep
// node that breaks the bound of a distant ancestor (checking parent against children misses it).

import { chain, complete, encode, inorder, randomShape } from "../_lib/trees.mjs";

const MIN = -2147483648;
const MAX = 2147483647;

/** n distinct values in [lo, hi], ascending, always holding both 32-bit extremes. */
function sortedValues(rng, n) {
  const inner = rng.distinctInts(n - 2, MIN + 1, MAX - 1).sort((a, b) => a - b);
  return [MIN, ...inner, MAX];
}

/** Values giving a valid BST of this shape: the sorted values laid out in in-order. */
function bstValues(rng, s) {
  const n = s.left.length;
  const values = sortedValues(rng, n);
  const val = new Array(n);
  inorder(s).forEach((id, i) => {
    val[id] = values[i];
  });
  return val;
}

/** Depth of every node (root 1). */
function depths(s) {
  const depth = new Array(s.left.length).fill(0);
  depth[0] = 1;
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    for (const c of [s.left[id], s.right[id]]) {
      if (c !== -1) {
        depth[c] = depth[id] + 1;
        queue.push(c);
      }
    }
  }
  return depth;
}

/**
 * A valid BST of this shape with one fault: the deepest leaf that is a left child inside the
 * root's right subtree takes the root's value. It stays below its parent, so only the bound
 * inherited from the root rejects it.
 */
function faultyBst(rng, s) {
  const val = bstValues(rng, s);
  const n = s.left.length;
  const parent = new Array(n).fill(-1);
  const isLeft = new Array(n).fill(false);
  for (let i = 0; i < n; i++) {
    if (s.left[i] !== -1) {
      parent[s.left[i]] = i;
      isLeft[s.left[i]] = true;
    }
    if (s.right[i] !== -1) parent[s.right[i]] = i;
  }
  const depth = depths(s);
  const underRight = new Array(n).fill(false);
  const queue = s.right[0] === -1 ? [] : [s.right[0]];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    underRight[id] = true;
    for (const c of [s.left[id], s.right[id]]) if (c !== -1) queue.push(c);
  }
  let victim = -1;
  for (let i = 0; i < n; i++) {
    const leaf = s.left[i] === -1 && s.right[i] === -1;
    if (leaf && isLeft[i] && underRight[i] && parent[i] !== s.right[0] && (victim === -1 || depth[i] > depth[victim])) {
      victim = i;
    }
  }
  if (victim === -1) throw new Error("no deep left leaf under the root's right subtree");
  val[victim] = val[0];
  return val;
}

export default function generate(rng) {
  const n = 10_000;
  const rightChain = chain(n, () => true);
  const leftChain = chain(n, () => false);
  const zigzag = chain(n, (i) => i % 2 === 0);
  // A chain that walks right for its first half and zigzags below: deep, and the fault sits at its end.
  const hook = chain(n, (i) => i < n / 2 || i % 2 === 1);
  const full = complete(n);
  const random = randomShape(rng, n);
  const random2 = randomShape(rng, n);
  return [
    { label: "n = 10^4, a right-leaning chain (depth 10^4), valid, values from -2^31 to 2^31 - 1", input: { root: encode(rightChain, bstValues(rng, rightChain)) } },
    { label: "n = 10^4, a left-leaning chain (depth 10^4), valid", input: { root: encode(leftChain, bstValues(rng, leftChain)) } },
    { label: "n = 10^4, a zigzag chain (depth 10^4), valid: every bound narrows", input: { root: encode(zigzag, bstValues(rng, zigzag)) } },
    { label: "n = 10^4, a complete tree, valid", input: { root: encode(full, bstValues(rng, full)) } },
    { label: "n = 10^4, random shape, valid", input: { root: encode(random, bstValues(rng, random)) } },
    { label: "n = 10^4, random shape, a deep left leaf equals the root (only the root's bound catches it)", input: { root: encode(random2, faultyBst(rng, random2)) } },
    { label: "n = 10^4, deep chain whose last leaf equals the root", input: { root: encode(hook, faultyBst(rng, hook)) } },
    { label: "n = 1, the smallest 32-bit value", input: { root: [MIN] } },
  ];
}
