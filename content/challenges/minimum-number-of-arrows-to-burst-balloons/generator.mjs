// Hidden tests at the stated limits: 10^5 balloons, and coordinates across the whole 32-bit range
// (a sentinel of -2^31 or an end difference computed in 32 bits breaks there).

const MIN = -(2 ** 31);
const MAX = 2 ** 31 - 1;

export default function generate(rng) {
  const n = 100_000;
  // [i, i + 1]: neighbours touch, so one arrow at each shared point bursts two balloons.
  const chain = rng.shuffle(Array.from({ length: n }, (_, i) => [i - 50_000, i - 49_999]));
  // 2*10^4 disjoint balloons with gaps spread over the whole range, the first at -2^31, the last at 2^31 - 1.
  const m = 20_000;
  const cuts = rng.distinctInts(2 * m - 2, MIN + 1, MAX - 1).sort((a, b) => a - b);
  const spread = [];
  for (let i = 0; i < m; i++) {
    const s = i === 0 ? MIN : cuts[2 * i - 1];
    const e = i === m - 1 ? MAX : cuts[2 * i];
    spread.push([s, e]);
  }
  // Random overlapping balloons over the whole range.
  const random = Array.from({ length: m }, () => {
    const s = rng.int(MIN, MAX - 1);
    return [s, Math.min(MAX, s + rng.int(1, 2 ** 28))];
  });
  // Nested balloons around 0, from the full range inwards: one arrow.
  const nested = rng.shuffle(Array.from({ length: 10_000 }, (_, i) => [MIN + i, MAX - i]));
  return [
    { label: "n = 10^5, touching neighbours [i, i + 1], shuffled: 5*10^4 arrows", input: { points: chain } },
    { label: "n = 2*10^4, disjoint balloons over the full 32-bit range, shuffled", input: { points: rng.shuffle(spread) } },
    { label: "n = 2*10^4, random overlapping balloons over the full 32-bit range", input: { points: random } },
    { label: "n = 10^4, nested balloons from the full range inwards", input: { points: nested } },
    { label: "n = 1, the widest balloon", input: { points: [[MIN, MAX]] } },
    { label: "n = 2, the two extreme unit balloons", input: { points: [[MAX - 1, MAX], [MIN, MIN + 1]] } },
  ];
}
