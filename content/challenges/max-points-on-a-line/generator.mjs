// Hidden tests at the stated limit (300 distinct points, coordinates in [-10^4, 10^4]), where
// checking every point against the line of every pair (O(n^3), about 1.3 * 10^7 cross products
// per test) is too slow in Python. Lines at every angle: vertical, horizontal, steep, the diagonal
// corner to corner; parallel lines that share a slope but not a point; a grid where directions
// such as (2, 4) and (1, 2) must meet in one key; random points and a parabola, where no line holds
// more than a few points; the longest line's points last; and the minimum of one and two points.

const LIM = 10_000;

function check(points) {
  const seen = new Set();
  for (const [x, y] of points) {
    if (x < -LIM || x > LIM || y < -LIM || y > LIM) throw new Error(`point out of range: ${x},${y}`);
    const key = `${x},${y}`;
    if (seen.has(key)) throw new Error(`repeated point ${key}`);
    seen.add(key);
  }
  return { points };
}

/** `count` random points of the square, none already in `taken` (a Set of "x,y"). */
function randomPoints(rng, count, taken, span = LIM) {
  const out = [];
  while (out.length < count) {
    const x = rng.int(-span, span);
    const y = rng.int(-span, span);
    const key = `${x},${y}`;
    if (taken.has(key)) continue;
    taken.add(key);
    out.push([x, y]);
  }
  return out;
}

/** Points line[0..k-1] plus random fillers up to n, in the order `order` ("shuffle" or "last"). */
function lineAndNoise(rng, line, n, order) {
  const taken = new Set(line.map(([x, y]) => `${x},${y}`));
  const noise = randomPoints(rng, n - line.length, taken);
  const points = order === "last" ? [...noise, ...line] : rng.shuffle([...line, ...noise]);
  return check(points);
}

export default function generate(rng) {
  const n = 300;

  // All 300 points on one steep line of slope -66: (t - 150, 9900 - 66 t).
  const steep = rng.shuffle(Array.from({ length: n }, (_, t) => [t - 150, 9900 - 66 * t]));

  // 180 points on the vertical x = 7 above and below y = 0, with 120 random points.
  const vertical = Array.from({ length: 180 }, (_, t) => [7, (t - 90) * 111]);

  // 150 points on y = -10^4 (the bottom edge), with 150 random points; the line comes last.
  const bottom = Array.from({ length: 150 }, (_, t) => [-LIM + 133 * t, -LIM]);

  // Corner to corner: 100 points on y = x spaced 201 apart, then 200 random points.
  const diagonal = Array.from({ length: 100 }, (_, t) => [-LIM + 202 * t, -LIM + 202 * t]);

  // Three parallel lines of slope 3/7, with 100, 99 and 101 points: the answer is 101, not 300.
  const parallel = [];
  for (const [c, k] of [[0, 100], [1, 99], [2, 101]]) {
    for (let t = 0; t < k; t++) parallel.push([-LIM + 7 * t + c * 3, -5000 + 3 * t + c * 1000]);
  }

  // A 15 x 20 grid with spacing 700 x 900: rows of 20 are the longest lines.
  const grid = [];
  for (let r = 0; r < 15; r++) for (let c = 0; c < 20; c++) grid.push([-8000 + 900 * c, -7000 + 700 * r]);

  // A parabola y = x^2 - 10^4 for x in [-100, 100]: no three of its points are collinear.
  const parabola = Array.from({ length: 201 }, (_, t) => [t - 100, (t - 100) ** 2 - LIM]);

  // 300 random points of the 625 in a 25 x 25 square: rows, columns and diagonals of many points.
  const dense = randomPoints(rng, n, new Set(), 12);

  return [
    { label: "n = 300, all points on one steep line, shuffled", input: check(steep) },
    { label: "n = 300, 180 points on a vertical line on both sides of y = 0", input: lineAndNoise(rng, vertical, n, "shuffle") },
    { label: "n = 300, 150 points on the horizontal edge y = -10^4, listed last", input: lineAndNoise(rng, bottom, n, "last") },
    { label: "n = 300, 100 points on the diagonal corner to corner, listed last", input: lineAndNoise(rng, diagonal, n, "last") },
    { label: "n = 300, three parallel lines of slope 3/7: a slope alone is not a line", input: check(rng.shuffle(parallel)) },
    { label: "n = 300, a 15 x 20 grid: equal directions must reduce to one key", input: check(rng.shuffle(grid)) },
    { label: "n = 300, a parabola of 201 points and 99 random points", input: lineAndNoise(rng, parabola, n, "shuffle") },
    { label: "n = 300, random points over the whole square", input: check(randomPoints(rng, n, new Set())) },
    { label: "n = 300, random points crowded in a 25 x 25 square", input: check(dense) },
    { label: "n = 300, 10 points on a random line through the corner, hidden among random points", input: lineAndNoise(rng, Array.from({ length: 10 }, (_, t) => [LIM - 1000 * t, LIM - 1999 * t]), n, "shuffle") },
    { label: "n = 1: a single point", input: check([[rng.int(-LIM, LIM), rng.int(-LIM, LIM)]]) },
    { label: "n = 2: opposite corners", input: check([[LIM, -LIM], [-LIM, LIM]]) },
  ];
}
