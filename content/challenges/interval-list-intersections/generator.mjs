// Hidden tests at the stated limits (1000 intervals per list, coordinates up to 10^9): random
// lists; every interval meeting two of the other list; chains of one-point intersections; one
// interval spanning the other whole list; lists that interleave without ever meeting; identical
// lists; one empty list; and single intervals that share only an endpoint.

const MAX = 1_000_000_000;

/** n sorted disjoint intervals inside [lo, hi], each with start < end. */
function sortedIntervals(rng, n, lo, hi) {
  const ends = rng.distinctInts(2 * n, lo, hi).sort((a, b) => a - b);
  return Array.from({ length: n }, (_, i) => [ends[2 * i], ends[2 * i + 1]]);
}

export default function generate(rng) {
  const n = 1000;
  const step = MAX / n; // 10^6
  // Every first interval overlaps two second intervals (the previous and its own).
  const crossA = Array.from({ length: n }, (_, k) => [k * step, k * step + 600_000]);
  const crossB = Array.from({ length: n }, (_, k) => [k * step + 500_000, Math.min(k * step + 1_100_000 - 1, MAX)]);
  // Each interval ends exactly where the next one of the other list starts.
  const touchA = Array.from({ length: n }, (_, k) => [k * step, k * step + 500_000]);
  const touchB = Array.from({ length: n }, (_, k) => [k * step + 500_000, (k + 1) * step]);
  // Interleaved, never meeting.
  const apartA = Array.from({ length: n }, (_, k) => [k * step, k * step + 400_000]);
  const apartB = Array.from({ length: n }, (_, k) => [k * step + 400_001, k * step + 999_999]);
  const same = sortedIntervals(rng, n, 0, MAX);
  const inside = sortedIntervals(rng, n, 1, MAX - 1);
  return [
    { label: "1000 and 1000 random intervals", input: { firstList: sortedIntervals(rng, n, 0, MAX), secondList: sortedIntervals(rng, n, 0, MAX) } },
    { label: "1000 and 1000 random short intervals", input: { firstList: sortedIntervals(rng, n, 0, 5000), secondList: sortedIntervals(rng, n, 0, 5000) } },
    { label: "1000 and 1000, every interval meets two of the other list", input: { firstList: crossA, secondList: crossB } },
    { label: "1000 and 1000, only one-point intersections, ending at 10^9", input: { firstList: touchA, secondList: touchB } },
    { label: "1000 and 1000 interleaved, no intersection", input: { firstList: apartA, secondList: apartB } },
    { label: "1000 and 1000 identical intervals", input: { firstList: same, secondList: same.map((x) => x.slice()) } },
    { label: "one interval [0, 10^9] against 1000", input: { firstList: [[0, MAX]], secondList: inside } },
    { label: "1000 intervals against one inside a single gap", input: { firstList: apartA, secondList: [[400_001 + 7 * step, 999_999 + 7 * step]] } },
    { label: "1000 intervals, the other list empty", input: { firstList: sortedIntervals(rng, n, 0, MAX), secondList: [] } },
    { label: "every first interval before every second one", input: { firstList: sortedIntervals(rng, n, 0, MAX / 2), secondList: sortedIntervals(rng, n, MAX / 2 + 1, MAX) } },
    { label: "one and one, sharing only the endpoint 10^9 / 2", input: { firstList: [[0, MAX / 2]], secondList: [[MAX / 2, MAX]] } },
    { label: "one interval, the first list empty", input: { firstList: [], secondList: [[0, 1]] } },
  ];
}
