// Hidden tests at the stated limits (1000 nodes, every value 0): chains leaning left, right and
// zigzag (where cameras on alternate levels are far from optimal), a complete tree (the root is
// left unwatched at the end), a "caterpillar" spine with one leaf per spine node, random shapes,
// a chain holding a complete tree, and the smallest trees.

import { broom, chain, complete, encode, randomShape, shape } from "../_lib/trees.mjs";

function zeros(s) {
  return { root: encode(s, new Array(s.left.length).fill(0)) };
}

/** A spine of n / 2 nodes going right, each spine node carrying one leaf on its left. */
function caterpillar(n) {
  const s = shape(n);
  const spine = Math.floor(n / 2);
  for (let i = 0; i + 1 < spine; i++) s.right[i] = i + 1;
  for (let i = 0; i < n - spine; i++) s.left[i] = spine + i;
  return s;
}

export default function generate(rng) {
  const n = 1000;
  return [
    { label: "n = 1000, a left-leaning chain: the root is left unwatched and takes its own camera", input: zeros(chain(n, () => false)) },
    { label: "n = 1000, a right-leaning chain", input: zeros(chain(n, () => true)) },
    { label: "n = 1000, a random zigzag chain", input: zeros(chain(n, () => rng.bool(0.5))) },
    { label: "n = 999, a chain whose length is a multiple of 3: the top node is watched from below", input: zeros(chain(999, () => true)) },
    { label: "n = 1000, a complete tree", input: zeros(complete(n)) },
    { label: "n = 1000, a caterpillar: every spine node has one leaf", input: zeros(caterpillar(n)) },
    { label: "n = 1000, random shape", input: zeros(randomShape(rng, n)) },
    { label: "n = 1000, another random shape", input: zeros(randomShape(rng, n)) },
    { label: "n = 1000, a chain of 500 holding a complete tree of 501 nodes", input: zeros(broom(n, 500)) },
    { label: "n = 511, a perfect tree of 9 levels", input: zeros(complete(511)) },
    { label: "n = 1, a single node needs a camera", input: { root: [0] } },
    { label: "n = 2", input: { root: [0, null, 0] } },
  ];
}
