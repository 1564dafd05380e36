// Hidden tests at the stated limits (10^5 nodes, values -10^4..10^4; the inputs stay under 3 MB
// of JSON, so the largest trees use short values where the value range does not matter): a
// complete tree with extreme random values, a complete tree of equal values (ties are good), a
// chain of 10^5 with non-decreasing values (every node good, 10^5 levels deep), a chain whose
// values rise and fall (comparing with the parent only is wrong), a tree where only the root is
// good, random shapes with wide and narrow value ranges, a chain holding a complete tree, and the
// smallest trees.

import { broom, chain, complete, encode, randomShape } from "../_lib/trees.mjs";

function withValues(s, value) {
  return { root: encode(s, Array.from({ length: s.left.length }, (_, i) => value(i))) };
}

export default function generate(rng) {
  const big = 100_000;
  return [
    { label: "n = 10^5, a complete tree, random values in [-10^4, 10^4]", input: withValues(complete(big), () => rng.int(-10000, 10000)) },
    { label: "n = 10^5, a complete tree, every value 0: every node is good", input: withValues(complete(big), () => 0) },
    {
      label: "n = 10^5, a left-leaning chain with non-decreasing values: every node good, 10^5 deep",
      input: withValues(chain(big, () => false), (i) => Math.floor((i * 10) / big)),
    },
    {
      label: "n = 3 * 10^4, a right-leaning chain whose values rise and fall (the parent is not the path maximum)",
      input: withValues(chain(30_000, () => true), () => rng.int(-10000, 10000)),
    },
    {
      label: "n = 3 * 10^4, a zigzag chain under a root of 10^4, every other value below it: only the root is good",
      input: withValues(chain(30_000, (i) => i % 2 === 0), (i) => (i === 0 ? 10000 : rng.int(-10000, 9999))),
    },
    { label: "n = 2 * 10^4, random shape, random values", input: withValues(randomShape(rng, 20_000), () => rng.int(-10000, 10000)) },
    { label: "n = 2 * 10^4, random shape, values in [-2, 2] (many ties)", input: withValues(randomShape(rng, 20_000), () => rng.int(-2, 2)) },
    {
      label: "n = 2 * 10^4, a chain of 10^4 holding a complete tree, values growing with depth",
      input: withValues(broom(20_000, 10_000), (i) => Math.floor(i / 2) - 10000),
    },
    { label: "n = 1, value -10^4", input: { root: [-10000] } },
    { label: "n = 2, the child is smaller", input: { root: [10000, 9999] } },
    { label: "n = 2, the child is equal", input: { root: [-10000, null, -10000] } },
  ];
}
