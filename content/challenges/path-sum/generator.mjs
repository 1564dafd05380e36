// Hidden tests at the stated limits (5000 nodes, values -1000..1000, targets -1000..1000). Values
// are drawn so that every path sum from the root stays within [-1000, 1000], so targets can be any
// path's sum. Tests: a chain of 5000 whose only path matches; a chain where the target is reached
// halfway, at a node that is not a leaf (false); complete trees with and without a matching leaf;
// all values at +1000 or -1000 (no pruning pays off); random shapes; the smallest trees.

import { chain, complete, encode, randomShape } from "../_lib/trees.mjs";

/** Values for shape s keeping every root-to-node sum within [-1000, 1000]; also those sums. */
function walkValues(rng, s) {
  const n = s.left.length;
  const val = new Array(n);
  const sum = new Array(n);
  val[0] = rng.int(-1000, 1000);
  sum[0] = val[0];
  const stack = [0];
  while (stack.length > 0) {
    const id = stack.pop();
    for (const child of [s.left[id], s.right[id]]) {
      if (child === -1) continue;
      val[child] = rng.int(Math.max(-1000, -1000 - sum[id]), Math.min(1000, 1000 - sum[id]));
      sum[child] = sum[id] + val[child];
      stack.push(child);
    }
  }
  return { val, sum };
}

function leaves(s) {
  const out = [];
  for (let i = 0; i < s.left.length; i++) if (s.left[i] === -1 && s.right[i] === -1) out.push(i);
  return out;
}

/** A test whose target is the path sum of a random leaf of s: true. */
function matching(rng, s) {
  const { val, sum } = walkValues(rng, s);
  return { root: encode(s, val), targetSum: sum[rng.pick(leaves(s))] };
}

/** A test whose target is no leaf's path sum: false. */
function missing(rng, s) {
  const { val, sum } = walkValues(rng, s);
  const sums = new Set(leaves(s).map((id) => sum[id]));
  const free = [];
  for (let t = -1000; t <= 1000; t++) if (!sums.has(t)) free.push(t);
  return { root: encode(s, val), targetSum: rng.pick(free) };
}

/** A chain whose middle node's path sum is the target while the leaf's is not: false. */
function halfway(rng, n) {
  const s = chain(n, () => false);
  const { val, sum } = walkValues(rng, s);
  const target = sum[n >> 1];
  if (sum[n - 1] === target) {
    val[n - 1] += val[n - 1] < 1000 && sum[n - 1] < 1000 ? 1 : -1;
  }
  return { root: encode(s, val), targetSum: target };
}

export default function generate(rng) {
  const n = 5000;
  return [
    { label: "n = 5000, a right-leaning chain, its only path matches: true", input: matching(rng, chain(n, () => true)) },
    { label: "n = 5000, a chain reaching the target halfway, at a non-leaf: false", input: halfway(rng, n) },
    { label: "n = 5000, a complete tree, the target is a random leaf's sum: true", input: matching(rng, complete(n)) },
    { label: "n = 5000, a complete tree, no leaf matches: false", input: missing(rng, complete(n)) },
    { label: "n = 5000, a complete tree, every value 1000, target 1000: false", input: { root: new Array(n).fill(1000), targetSum: 1000 } },
    { label: "n = 5000, a zigzag chain, every value -1000, target -1000: false (the root alone is not a leaf)", input: { root: encode(chain(n, (i) => i % 2 === 0), new Array(n).fill(-1000)), targetSum: -1000 } },
    { label: "n = 5000, random shape, the target is a random leaf's sum: true", input: matching(rng, randomShape(rng, n)) },
    { label: "n = 5000, random shape, no leaf matches: false", input: missing(rng, randomShape(rng, n)) },
    { label: "n = 0, target 0: false", input: { root: [], targetSum: 0 } },
    { label: "n = 1, the value equals the target: true", input: { root: [-1000], targetSum: -1000 } },
    { label: "n = 2, the root equals the target but has a child: false", input: { root: [1000, null, -1], targetSum: 1000 } },
  ];
}
