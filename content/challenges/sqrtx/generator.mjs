// Hidden tests over the whole range 0 <= x <= 2^31 - 1: the largest x, where mid * mid overflows a
// 32-bit int; the largest perfect square in range and its neighbours (off-by-one at the boundary);
// squares of random large roots and one below them; random large x; and the smallest x.

const MAX = 2 ** 31 - 1;
const TOP = 46340; // the largest root: 46340^2 <= MAX < 46341^2

export default function generate(rng) {
  const r = rng.int(30_000, TOP - 1);
  const s = rng.int(40_000, TOP - 1);
  return [
    { label: "x = 2^31 - 1: the largest input", input: { x: MAX } },
    { label: "x = 46340^2: the largest perfect square in range", input: { x: TOP * TOP } },
    { label: "x = 46340^2 - 1: one below the largest square", input: { x: TOP * TOP - 1 } },
    { label: "x = 46340^2 + 1", input: { x: TOP * TOP + 1 } },
    { label: "x = 2^30, a square of a power of two", input: { x: 2 ** 30 } },
    { label: "x = 2^31 - 2", input: { x: MAX - 1 } },
    { label: "a random large perfect square", input: { x: r * r } },
    { label: "one below a random large perfect square", input: { x: s * s - 1 } },
    { label: "a random x above 2^30", input: { x: rng.int(2 ** 30, MAX) } },
    { label: "a random x in the whole range", input: { x: rng.int(0, MAX) } },
    { label: "x = 0: the smallest input", input: { x: 0 } },
    { label: "x = 1", input: { x: 1 } },
  ];
}
