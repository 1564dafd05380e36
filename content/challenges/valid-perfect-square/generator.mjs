// Hidden tests over the whole range 1 <= num <= 2^31 - 1: the largest num (not a square, and
// mid * mid overflows a 32-bit int on the way), the largest square in range and its neighbours,
// squares of random large roots and numbers next to them, a product of two close factors that is
// not a square, and the smallest num.

const MAX = 2 ** 31 - 1;
const TOP = 46340; // the largest root: 46340^2 <= MAX < 46341^2

export default function generate(rng) {
  const r = rng.int(30_000, TOP - 1);
  const s = rng.int(40_000, TOP - 1);
  const t = rng.int(40_000, TOP - 1);
  return [
    { label: "num = 2^31 - 1: the largest input, not a square", input: { num: MAX } },
    { label: "num = 46340^2: the largest perfect square in range", input: { num: TOP * TOP } },
    { label: "num = 46340^2 - 1", input: { num: TOP * TOP - 1 } },
    { label: "num = 46340^2 + 1", input: { num: TOP * TOP + 1 } },
    { label: "num = 2^30: a square of a power of two", input: { num: 2 ** 30 } },
    { label: "num = 2^31 - 2: not a square", input: { num: MAX - 1 } },
    { label: "a random large perfect square", input: { num: r * r } },
    { label: "one above a random large perfect square", input: { num: s * s + 1 } },
    { label: "k * (k + 1) for a random large k: between two squares", input: { num: t * (t + 1) } },
    { label: "a random num above 2^30", input: { num: rng.int(2 ** 30, MAX) } },
    { label: "num = 1: the smallest input, a square", input: { num: 1 } },
    { label: "num = 2: the smallest non-square", input: { num: 2 } },
  ];
}
