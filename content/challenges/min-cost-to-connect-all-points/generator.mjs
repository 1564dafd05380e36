// Hidden tests at the stated limits (1000 points, coordinates in [-10^6, 10^6]): random points over
// the whole square, points on one line in shuffled order, a regular grid (many equal distances),
// far-apart clusters, a diagonal from corner to corner, a crowded small box, and the smallest
// inputs (one point costs 0).

const N = 1000;
const M = 1_000_000;

/** n distinct points drawn by `draw`, redrawn on a repeat. */
function distinct(n, draw) {
  const seen = new Set();
  const pts = [];
  while (pts.length < n) {
    const [x, y] = draw();
    const key = x * 4_000_003 + y;
    if (seen.has(key)) continue;
    seen.add(key);
    pts.push([x, y]);
  }
  return pts;
}

export default function generate(rng) {
  const random = distinct(N, () => [rng.int(-M, M), rng.int(-M, M)]);
  const line = rng.shuffle(rng.distinctInts(N, -M, M).map((x) => [x, 7]));
  const grid = rng.shuffle(Array.from({ length: N }, (_, i) => [-M + (i % 40) * 50_000, -M + Math.floor(i / 40) * 80_000]));
  const centres = Array.from({ length: 10 }, (_, c) => [c % 2 === 0 ? -M + 5_000 : M - 5_000, -M + 5_000 + c * 220_000]);
  const clusters = distinct(N, () => {
    const [cx, cy] = rng.pick(centres);
    return [cx + rng.int(-5_000, 5_000), cy + rng.int(-5_000, 5_000)];
  });
  const diagonal = rng.shuffle(Array.from({ length: N }, (_, i) => [-M + i * 2002, -M + i * 2002]));
  diagonal[rng.int(0, N - 1)] = [M, M];
  const crowded = distinct(N, () => [rng.int(-20, 20), rng.int(-20, 20)]);
  return [
    { label: "n = 1000, random points over the whole square", input: { points: random } },
    { label: "n = 1000, points on one horizontal line, shuffled", input: { points: line } },
    { label: "n = 1000, a 40 x 25 grid with steps of 50000 and 80000, shuffled", input: { points: grid } },
    { label: "n = 1000, ten tight clusters at the left and right edges", input: { points: clusters } },
    { label: "n = 1000, a diagonal from (-10^6, -10^6) with one point at (10^6, 10^6)", input: { points: diagonal } },
    { label: "n = 1000, all points inside a 41 x 41 box: many ties", input: { points: crowded } },
    { label: "n = 1: nothing to connect", input: { points: [[-M, M]] } },
    { label: "n = 2, opposite corners: 4 * 10^6", input: { points: [[-M, -M], [M, M]] } },
  ];
}
