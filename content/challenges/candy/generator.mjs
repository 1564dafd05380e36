// Hidden tests at the stated limits (n = 2 * 10^4, ratings in [0, 2 * 10^4]). Long strictly
// decreasing runs are the worst case for repairing the rules pass after pass (about one pass per
// child of the run, O(n^2)) and catch a single left-to-right pass; plateaus of equal ratings catch
// giving equal neighbours equal candies; peaks need the larger of the two sides.

const MAXV = 20_000;

export default function generate(rng) {
  const n = 20_000;
  const decreasing = Array.from({ length: n }, (_, i) => MAXV - i);
  const increasing = Array.from({ length: n }, (_, i) => i + 1);
  // Up to a peak at position 7_000, then down for the rest: the peak needs the longer side.
  const mountain = Array.from({ length: n }, (_, i) => (i <= 7_000 ? i : MAXV - (i - 7_000)));
  // Down to a valley at position 12_345, then up again.
  const valley = Array.from({ length: n }, (_, i) => Math.abs(i - 12_345));
  // Descending staircases: runs of equal ratings falling step by step, each run of random length.
  const stairs = [];
  let level = MAXV;
  while (stairs.length < n) {
    const len = rng.int(1, 4);
    for (let k = 0; k < len && stairs.length < n; k++) stairs.push(level);
    level--;
  }
  // Random ratings, then a decreasing run over the last 15_000 children.
  const lateRun = rng.ints(5_000, 0, MAXV).concat(Array.from({ length: 15_000 }, (_, i) => 15_000 - i));
  // Teeth of random heights: up, down, up, down ...
  const zigzag = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? rng.int(0, 9_999) : rng.int(10_000, MAXV)));
  return [
    { label: "n = 2 * 10^4, strictly decreasing from 2 * 10^4", input: { ratings: decreasing } },
    { label: "n = 2 * 10^4, strictly increasing", input: { ratings: increasing } },
    { label: "n = 2 * 10^4, one peak, the longer side on the right", input: { ratings: mountain } },
    { label: "n = 2 * 10^4, one valley", input: { ratings: valley } },
    { label: "n = 2 * 10^4, falling staircase with plateaus of equal ratings", input: { ratings: stairs } },
    { label: "n = 2 * 10^4, random, then a decreasing run over the last 15000", input: { ratings: lateRun } },
    { label: "n = 2 * 10^4, all equal at the maximum", input: { ratings: Array(n).fill(MAXV) } },
    { label: "n = 2 * 10^4, zigzag", input: { ratings: zigzag } },
    { label: "n = 2 * 10^4, random over the whole range", input: { ratings: rng.ints(n, 0, MAXV) } },
    { label: "n = 2 * 10^4, random ratings 0..2: many equal neighbours", input: { ratings: rng.ints(n, 0, 2) } },
    { label: "n = 1, rating 0", input: { ratings: [0] } },
    { label: "n = 2, the extremes", input: { ratings: [MAXV, 0] } },
  ];
}
