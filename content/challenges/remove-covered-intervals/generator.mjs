// Hidden tests at the stated limits (1000 distinct intervals, 0 <= l < r <= 10^5): random
// intervals long and short; a nested chain (one survives); all with one start or one end (one
// survives, and the shorter ones come first when sorted by start alone); a staircase where nothing
// covers anything; touching neighbours; pairs sharing a start in shuffled order; and n = 1.

const MAX = 100_000;

/** n distinct intervals [l, r] with 0 <= l < r <= MAX and r - l <= maxLen. */
function randomIntervals(rng, n, maxLen) {
  const seen = new Set();
  const out = [];
  while (out.length < n) {
    const len = rng.int(1, maxLen);
    const l = rng.int(0, MAX - len);
    const key = `${l},${l + len}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([l, l + len]);
  }
  return out;
}

export default function generate(rng) {
  const n = 1000;
  const nested = rng.shuffle(Array.from({ length: n }, (_, i) => [i, MAX - i]));
  const sameStart = Array.from({ length: n }, (_, i) => [0, i + 1]); // shortest first
  const sameEnd = rng.shuffle(Array.from({ length: n }, (_, i) => [i, MAX]));
  const staircase = Array.from({ length: n }, (_, i) => [i * 50, i * 50 + 40_000]);
  const touching = Array.from({ length: n }, (_, i) => [i * 100, (i + 1) * 100]);
  // 500 starts, each with a short and a long interval, the short one listed first.
  const pairs = [];
  for (let i = 0; i < n / 2; i++) pairs.push([i * 200, i * 200 + 50], [i * 200, i * 200 + 150]);
  return [
    { label: "n = 1000, random intervals of any length", input: { intervals: randomIntervals(rng, n, MAX) } },
    { label: "n = 1000, random short intervals", input: { intervals: randomIntervals(rng, n, 300) } },
    { label: "n = 1000, a nested chain in random order: one survives", input: { intervals: nested } },
    { label: "n = 1000, one shared start, shortest first: one survives", input: { intervals: sameStart } },
    { label: "n = 1000, one shared end at 10^5: one survives", input: { intervals: sameEnd } },
    { label: "n = 1000, a staircase of overlapping intervals: none covered", input: { intervals: staircase } },
    { label: "n = 1000, touching neighbours up to 10^5: none covered", input: { intervals: touching } },
    { label: "n = 1000, 500 starts with a short interval listed before a long one", input: { intervals: pairs } },
    { label: "n = 1000, sorted by start with ties, random ends", input: { intervals: randomIntervals(rng, n, 2000).sort((a, b) => a[0] - b[0] || a[1] - b[1]) } },
    { label: "n = 1, the whole range", input: { intervals: [[0, MAX]] } },
    { label: "n = 1, the shortest interval", input: { intervals: [[MAX - 1, MAX]] } },
  ];
}
