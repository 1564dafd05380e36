// Hidden tests at the stated limits (up to 1000 nodes, values -100..100; a symmetric tree has an
// odd number of nodes, so 999 at most): symmetric trees of random shape, of two long arms and
// perfect ones, and near misses at the deepest level (one value, one missing node), two equal
// halves that are copies rather than mirror images, and the minimum sizes.

import { chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

const V = 100;

/**
 * A root whose left subtree has the shape `s` and whose right subtree is its mirror image, or,
 * with copy = true, an exact copy. val[i] is node i's value in both halves.
 */
function twoHalves(s, val, rootVal, copy = false) {
  const k = s.left.length;
  const t = shape(2 * k + 1);
  t.left[0] = 1;
  t.right[0] = k + 1;
  for (let i = 0; i < k; i++) {
    if (s.left[i] !== -1) t.left[1 + i] = 1 + s.left[i];
    if (s.right[i] !== -1) t.right[1 + i] = 1 + s.right[i];
    const l = s.left[i] === -1 ? -1 : k + 1 + s.left[i];
    const r = s.right[i] === -1 ? -1 : k + 1 + s.right[i];
    if (copy) {
      t.left[k + 1 + i] = l;
      t.right[k + 1 + i] = r;
    } else {
      t.left[k + 1 + i] = r;
      t.right[k + 1 + i] = l;
    }
  }
  return { t, vals: [rootVal, ...val, ...val] };
}

function values(rng, n) {
  return Array.from({ length: n }, () => rng.int(-V, V));
}

/** The last id of a shape in level order: a deepest node, the last one compared. */
function lastInLevelOrder(s) {
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    if (s.left[id] !== -1) queue.push(s.left[id]);
    if (s.right[id] !== -1) queue.push(s.right[id]);
  }
  return queue[queue.length - 1];
}

export default function generate(rng) {
  const k = 499; // nodes in each half: 2 * 499 + 1 = 999

  const random = randomShape(rng, k);
  const randomVals = values(rng, k);
  const sym = twoHalves(random, randomVals, rng.int(-V, V));

  // The same tree with one value changed on the deepest level of the right half.
  const oneValue = twoHalves(random, randomVals, rng.int(-V, V));
  const last = lastInLevelOrder(oneValue.t);
  oneValue.vals[last] = oneValue.vals[last] === V ? -V : oneValue.vals[last] + 1;

  // A symmetric tree whose last node in level order is removed: 998 nodes.
  const missing = twoHalves(random, randomVals, 0);
  const lastId = lastInLevelOrder(missing.t);
  for (let i = 0; i < missing.t.left.length; i++) {
    if (missing.t.left[i] === lastId) missing.t.left[i] = -1;
    if (missing.t.right[i] === lastId) missing.t.right[i] = -1;
  }

  // Two long arms: a left chain going left, mirrored by a right chain going right.
  const arms = twoHalves(chain(k, () => false), values(rng, k), rng.int(-V, V));

  // A zigzag half mirrored.
  const zigzag = twoHalves(chain(k, (i) => i % 2 === 0), values(rng, k), rng.int(-V, V));

  // A perfect tree of 511 nodes: a complete half of 255 nodes and its mirror.
  const perfect = twoHalves(complete(255), values(rng, 255), rng.int(-V, V));

  // Both halves the same random shape copied, not mirrored, with the same values.
  const copied = twoHalves(randomShape(rng, k), values(rng, k), rng.int(-V, V), true);

  // A complete tree of 1000 nodes, all values equal: the last level is filled from the left only.
  const full = complete(1000);

  return [
    { label: "n = 999, a random half and its mirror image: symmetric", input: { root: encode(sym.t, sym.vals) } },
    { label: "n = 999, as above with one value changed on the deepest level", input: { root: encode(oneValue.t, oneValue.vals) } },
    { label: "n = 998, as above with the last node in level order removed", input: { root: encode(missing.t, missing.vals) } },
    { label: "n = 999, two straight arms of 499 nodes: symmetric, depth 500", input: { root: encode(arms.t, arms.vals) } },
    { label: "n = 999, a zigzag arm and its mirror: symmetric", input: { root: encode(zigzag.t, zigzag.vals) } },
    { label: "n = 511, a perfect tree with mirrored values: symmetric", input: { root: encode(perfect.t, perfect.vals) } },
    { label: "n = 999, the right half a copy of the left half, not its mirror", input: { root: encode(copied.t, copied.vals) } },
    { label: "n = 1000, a complete tree with all values equal: the shape is not symmetric", input: { root: encode(full, Array(1000).fill(7)) } },
    { label: "n = 1000, a left-leaning chain", input: { root: encode(chain(1000, () => false), Array(1000).fill(0)) } },
    { label: "n = 1", input: { root: [rng.int(-V, V)] } },
  ];
}
