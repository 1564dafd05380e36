// Hidden tests at the stated limits (10^5 nodes, values -1000..1000; the inputs stay under 3 MB of
// JSON, so the 10^5 chain holds short values): a chain of 10^5 where the only leaf is at the far
// end (the missing-child mistake answers 1) and the recursion goes 10^5 deep, a complete tree of
// 10^5 nodes with extreme values, a long chain beside a leaf right under the root (answer 2), a
// zigzag chain, a perfect tree whose leaves are all on the last level, a chain holding a complete
// tree, a random shape, and the smallest trees.

import { broom, chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

function withValues(s, value) {
  return { root: encode(s, Array.from({ length: s.left.length }, (_, i) => value(i))) };
}

/** Root 0 with a right leaf (id 1) and a left chain of n - 2 nodes. */
function shallowLeafBesideChain(n) {
  const s = shape(n);
  s.right[0] = 1;
  s.left[0] = 2;
  for (let id = 2; id + 1 < n; id++) s.left[id] = id + 1;
  return s;
}

export default function generate(rng) {
  const big = 100_000;
  const value = () => rng.int(-1000, 1000);
  return [
    { label: "n = 10^5, a right-leaning chain: the only leaf is 10^5 deep", input: withValues(chain(big, () => true), () => rng.int(-9, 9)) },
    { label: "n = 10^5, a complete tree, values in {-1000, 1000}", input: withValues(complete(big), () => (rng.bool(0.5) ? -1000 : 1000)) },
    { label: "n = 5 * 10^4, a leaf right under the root beside a chain of 49998: 2", input: withValues(shallowLeafBesideChain(50_000), value) },
    { label: "n = 3 * 10^4, a zigzag chain: one-child nodes are not leaves", input: withValues(chain(30_000, (i) => i % 2 === 1), value) },
    { label: "n = 32767, a perfect tree: every leaf on level 15", input: withValues(complete(32_767), value) },
    { label: "n = 2 * 10^4, a chain of 10^4 holding a complete tree", input: withValues(broom(20_000, 10_000), value) },
    { label: "n = 2 * 10^4, random shape", input: withValues(randomShape(rng, 20_000), value) },
    { label: "n = 0, the empty tree", input: { root: [] } },
    { label: "n = 1", input: { root: [value()] } },
    { label: "n = 2, the root has one child: 2", input: { root: [value(), value()] } },
  ];
}
