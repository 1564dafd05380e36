// Hidden tests at the stated limit (10^5 days, prices 0..10^5): random prices, increasing (one trade
// is best), a sawtooth at the extremes, all equal, the two best trades at the far ends of a long
// flat middle; then, at 2 * 10^4 days to keep the inputs small, a decreasing run, a random walk, a
// trap for adding the two largest single rises, two climbs around a dip; and the smallest inputs.
// Trying every split day is about 10^10 steps on each 10^5-day test.

const N = 100_000;
const M = 20_000;
const MAX = 100_000;

export default function generate(rng) {
  let level = 50_000;
  const walk = Array.from({ length: M }, () => {
    level = Math.min(MAX, Math.max(0, level + rng.int(-1000, 1000)));
    return level;
  });

  // Far ends: a trade of 36000 in the first 10 days, noise in 30000..31000 in the middle, a trade
  // of 60000 in the last 10 days (answer 96000).
  const ends = Array.from({ length: N / 2 }, () => rng.int(30_000, 31_000));
  for (let i = 0; i < 10; i++) ends[i] = 10_000 + 4000 * i;
  for (let i = 0; i < 10; i++) ends[N / 2 - 10 + i] = 30_000 + 6000 * i + (i === 9 ? 6000 : 0);

  // Many small rises (up 5, down 4) inside one long climb: the climb is worth far more than any two
  // of the rises.
  const climb = Array.from({ length: M }, (_, i) => 50_000 + i + (i % 2) * 5);

  // A climb of 10^4 days with wiggles, one day at 0, then a steeper climb: the best pair is the two
  // climbs around the dip.
  const climbs = Array.from({ length: M }, (_, i) => (i < M / 2 ? 20_000 + i - (i % 2) * 3 : 5 * (i - M / 2)));

  return [
    { label: "n = 10^5, random prices 0..10^5", input: { prices: rng.ints(N, 0, MAX) } },
    { label: "n = 10^5, increasing 0..99999 (one trade is best)", input: { prices: Array.from({ length: N }, (_, i) => i) } },
    { label: "n = 10^5, sawtooth 0, 10^5, 0, ... (answer 2 * 10^5)", input: { prices: Array.from({ length: N }, (_, i) => (i % 2 === 0 ? 0 : MAX)) } },
    { label: "n = 10^5, all equal (answer 0)", input: { prices: Array(N).fill(0) } },
    { label: "n = 5 * 10^4, the two best trades in the first and last 10 days", input: { prices: ends } },
    { label: "n = 2 * 10^4, decreasing from 10^5 (answer 0)", input: { prices: Array.from({ length: M }, (_, i) => MAX - 5 * i) } },
    { label: "n = 2 * 10^4, a random walk", input: { prices: walk } },
    { label: "n = 2 * 10^4, a long climb made of small wiggles", input: { prices: climb } },
    { label: "n = 2 * 10^4, two long climbs around one deep dip", input: { prices: climbs } },
    { label: "n = 1, the minimum", input: { prices: [MAX] } },
    { label: "n = 2, rising 0 -> 10^5", input: { prices: [0, MAX] } },
    { label: "n = 2, falling", input: { prices: [MAX, 0] } },
  ];
}
