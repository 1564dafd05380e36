// Hidden tests at the stated limits (10^4 points with coordinates in [-10^4, 10^4]): random
// points at the extremes, input sorted by distance either way, many equal distances away from
// the boundary, k at both ends, and the minimum of one point. Every test keeps the promise of a
// unique answer: the k-th and (k+1)-th closest points are never at the same distance.

const dist = ([x, y]) => x * x + y * y;

/** True when the k closest points of `points` are one well-defined set. */
function unique(points, k) {
  if (k === points.length) return true;
  const d = points.map(dist).sort((a, b) => a - b);
  return d[k - 1] < d[k];
}

/** Random points at the extremes, with a k from [lo, hi] that leaves no tie at the boundary. */
function randomCase(rng, n, lo, hi, span = 10_000) {
  const points = Array.from({ length: n }, () => [rng.int(-span, span), rng.int(-span, span)]);
  for (;;) {
    const k = rng.int(lo, hi);
    if (unique(points, k)) return { points, k };
  }
}

/** The 8 lattice symmetries of (a, b): points that all share one distance. */
const mirrors = (a, b) => [[a, b], [-a, b], [a, -b], [-a, -b], [b, a], [-b, a], [b, -a], [-b, -a]];

export default function generate(rng) {
  const n = 10_000;
  const t1 = randomCase(rng, n, 4000, 6000);
  const byDistance = randomCase(rng, n, 1, n - 1);
  const ascending = { points: [...byDistance.points].sort((p, q) => dist(p) - dist(q)), k: byDistance.k };
  const t3 = randomCase(rng, n, 1, n - 1);
  const descending = { points: [...t3.points].sort((p, q) => dist(q) - dist(p)), k: t3.k };

  // 1250 groups of 8 points sharing a distance; k ends exactly at the end of a group.
  const radii = rng.distinctInts(1250, 1, 7000);
  const groups = radii.map((a) => mirrors(a, rng.int(1, 3000)));
  const sizes = groups.map((g) => dist(g[0]));
  const order = sizes.map((_, i) => i).sort((i, j) => sizes[i] - sizes[j]);
  let cut = rng.int(100, 1100);
  while (sizes[order[cut]] === sizes[order[cut + 1]]) cut++;
  const ties = { points: rng.shuffle(groups.flat()), k: 8 * (cut + 1) };

  return [
    { label: "n = 10^4, random points at the extremes, k near n / 2", input: t1 },
    { label: "n = 10^4, sorted from closest to farthest", input: ascending },
    { label: "n = 10^4, sorted from farthest to closest", input: descending },
    { label: "n = 10^4, groups of 8 points at equal distance, k ends a group", input: ties },
    { label: "n = 10^4, k = 1", input: randomCase(rng, n, 1, 1) },
    { label: "n = 10^4, k = n", input: randomCase(rng, n, n, n) },
    { label: "n = 1", input: { points: [[rng.int(-10_000, 10_000), rng.int(-10_000, 10_000)]], k: 1 } },
  ];
}
