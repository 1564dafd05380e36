// Hidden tests at the stated limits (10^4 intervals, coordinates up to 10^5): the new interval
// swallows everything, lands before the first or after the last, bridges a long middle stretch,
// fits a gap untouched, or only touches its neighbours; plus the empty and one-interval edges.

const MAX = 100_000;

/** n sorted intervals inside [lo, hi], each strictly before the next; about 1 in 8 is a point. */
function sortedIntervals(rng, n, lo, hi) {
  const ends = rng.distinctInts(2 * n, lo, hi).sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = ends[2 * i];
    out.push([s, rng.bool(0.125) ? s : ends[2 * i + 1]]);
  }
  return out;
}

/** The first index at or after `from` whose gap to the next interval is at least `size`. */
function gapAt(intervals, from, size) {
  for (let i = from; i + 1 < intervals.length; i++) if (intervals[i + 1][0] - intervals[i][1] >= size) return i;
  throw new Error("no gap wide enough");
}

export default function generate(rng) {
  const n = 10_000;
  const all = sortedIntervals(rng, n, 0, MAX);
  const mid = sortedIntervals(rng, n, 0, MAX);
  const gap = sortedIntervals(rng, n, 0, MAX);
  const g = gapAt(gap, n / 2, 3);
  const touch = sortedIntervals(rng, n, 0, MAX);
  const t = gapAt(touch, n / 2 - 7, 1);
  const points = Array.from({ length: n }, (_, i) => [10 * i + 1, 10 * i + 1]);
  const one = sortedIntervals(rng, 1, 0, MAX);
  return [
    { label: "n = 10^4, the new interval covers every one", input: { intervals: all, newInterval: [0, MAX] } },
    {
      label: "n = 10^4, the new interval goes after the last",
      input: { intervals: sortedIntervals(rng, n, 0, MAX - 10), newInterval: [MAX - 3, MAX] },
    },
    {
      label: "n = 10^4, the new interval goes before the first",
      input: { intervals: sortedIntervals(rng, n, 10, MAX), newInterval: [0, 4] },
    },
    {
      label: "n = 10^4, the new interval starts inside one and ends in a gap, half the list apart",
      input: { intervals: mid, newInterval: [mid[2500][0], mid[7500][1] + 1] },
    },
    {
      label: "n = 10^4, the new interval fits a middle gap without touching",
      input: { intervals: gap, newInterval: [gap[g][1] + 1, gap[g + 1][0] - 1] },
    },
    {
      label: "n = 10^4, the new interval only touches its two neighbours",
      input: { intervals: touch, newInterval: [touch[t][1], touch[t + 1][0]] },
    },
    {
      label: "n = 10^4 points, the new interval ends exactly on the last one",
      input: { intervals: points, newInterval: [35, points[n - 1][0]] },
    },
    { label: "no intervals", input: { intervals: [], newInterval: [MAX, MAX] } },
    { label: "one interval, the new one at coordinate 0", input: { intervals: one, newInterval: [0, 0] } },
  ];
}
