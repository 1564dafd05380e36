// Hidden tests at the stated limit (n = 2 * 10^5). Where no pattern exists, or only the last two
// values can complete one, pairing every middle position with every later one costs about
// n^2 / 2 = 2 * 10^10 steps. Small values keep the full-size inputs short (the stairs are opened
// and closed by -10^9 and 10^9); values over the whole range are tested at n = 10^4.

const MAX = 1_000_000_000;

/** Falling blocks of rising values: block b (of `blocks`) uses the two values 2 * (blocks - 1 - b) + {0, 1}. */
function fallingBlocks(n, blocks) {
  const size = n / blocks;
  return Array.from({ length: n }, (_, i) => {
    const b = Math.floor(i / size);
    const low = 2 * (blocks - 1 - b);
    return i % size < size / 2 ? low : low + 1;
  });
}

export default function generate(rng) {
  const n = 200_000;
  // 0 repeated, then 1 repeated, ... up to 9: never decreasing, so no pattern.
  const stairs = Array.from({ length: n }, (_, i) => Math.floor((i * 10) / n));
  // The same stairs, then -10^9, 10^9, 10^9 - 1: the second-to-last value is the only possible "3".
  const lateStairs = stairs.slice(0, n - 3).concat([-MAX, MAX, MAX - 1]);
  // The stairs again, opened by -10^9 and closed by 10^9.
  const wideStairs = stairs.slice();
  wideStairs[0] = -MAX;
  wideStairs[n - 1] = MAX;
  // Rising across the whole range; the last value sits just above the first, the only "1" below it.
  const wide = Array.from({ length: 10_000 }, (_, i) => -MAX + i * 200_000);
  wide[9_999] = -MAX + 1;
  // Falling pairs of rising values from the top of the range to near its bottom: no pattern.
  const widePairs = Array.from({ length: 10_000 }, (_, i) => MAX - 1 - (i >> 1) * 400_000 + (i & 1));
  return [
    { label: "n = 2 * 10^5, never decreasing from -10^9 through stairs 0..9 to 10^9: no pattern", input: { nums: wideStairs } },
    { label: "n = 2 * 10^5, falling blocks of rising values: no pattern", input: { nums: fallingBlocks(n, 100) } },
    { label: "n = 2 * 10^5, never decreasing until the last two values (10^9, then 10^9 - 1)", input: { nums: lateStairs } },
    { label: "n = 2 * 10^5, all equal: no pattern", input: { nums: Array(n).fill(7) } },
    { label: "n = 5 * 10^4, random small values: a pattern appears early", input: { nums: rng.ints(50_000, 0, 9) } },
    { label: "n = 10^4, rising across the whole range, the last value just above the first", input: { nums: wide } },
    { label: "n = 10^4, falling pairs of rising values over the whole range: no pattern", input: { nums: widePairs } },
    { label: "n = 10^4, random over the whole value range", input: { nums: rng.ints(10_000, -MAX, MAX) } },
    { label: "n = 1, the minimum value", input: { nums: [-MAX] } },
    { label: "n = 3, the extremes with the middle value last", input: { nums: [-MAX, MAX, 0] } },
  ];
}
