// Hidden tests over the whole range 1 <= n <= 2^31 - 1: the largest n, where k(k+1)/2 overflows a
// 32-bit int during the search; the largest exact staircase (k = 65535) and one coin short of it;
// random large exact staircases and one coin short or over; random large n; the smallest n.

const MAX = 2 ** 31 - 1;
const TOP = 65535; // the largest k with k(k+1)/2 <= MAX
const stairs = (k) => (k * (k + 1)) / 2;

export default function generate(rng) {
  const a = rng.int(50_000, TOP - 1);
  const b = rng.int(50_000, TOP - 1);
  const c = rng.int(50_000, TOP - 1);
  return [
    { label: "n = 2^31 - 1: the largest input", input: { n: MAX } },
    { label: "n = 65535 * 65536 / 2: the largest exact staircase", input: { n: stairs(TOP) } },
    { label: "n = 65535 * 65536 / 2 - 1: one coin short of the last row", input: { n: stairs(TOP) - 1 } },
    { label: "n = 65535 * 65536 / 2 + 1: one coin into a row that can never be finished", input: { n: stairs(TOP) + 1 } },
    { label: "a random large exact staircase", input: { n: stairs(a) } },
    { label: "one coin short of a random large staircase", input: { n: stairs(b) - 1 } },
    { label: "one coin over a random large staircase", input: { n: stairs(c) + 1 } },
    { label: "n = 2^30", input: { n: 2 ** 30 } },
    { label: "a random n above 2^30", input: { n: rng.int(2 ** 30, MAX) } },
    { label: "a random n in the whole range", input: { n: rng.int(1, MAX) } },
    { label: "n = 1: the smallest input, one full row", input: { n: 1 } },
    { label: "n = 2: the second row is incomplete", input: { n: 2 } },
  ];
}
