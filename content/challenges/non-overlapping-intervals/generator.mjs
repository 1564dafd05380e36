// Hidden tests at the stated limits (10^5 intervals, coordinates in [-5*10^4, 5*10^4]), against
// an O(n^2) chain DP and the usual wrong greedy orders (by start, by length).

const LO = -50_000;
const HI = 50_000;

export default function generate(rng) {
  const n = 100_000;
  // 10^5 unit intervals that only touch, covering the whole range: nothing has to go.
  const touching = rng.shuffle(Array.from({ length: n }, (_, i) => [LO + i, LO + i + 1]));
  // One long interval over many short disjoint ones: keeping it (earliest start) is wrong.
  const shorts = Array.from({ length: 10_000 }, (_, i) => [LO + 10 * i + 1, LO + 10 * i + 3]);
  const umbrella = rng.shuffle([[LO, HI], ...shorts]);
  // Blocks [b, b+4], [b+3, b+6], [b+5, b+9]: keeping the shortest first loses a block's two ends.
  const blocks = [];
  for (let b = LO; blocks.length < 30_000; b += 10) blocks.push([b, b + 4], [b + 3, b + 6], [b + 5, b + 9]);
  // Random short intervals in a narrow window: many overlaps, many ties of ends.
  const crowded = Array.from({ length: 30_000 }, () => {
    const s = rng.int(-500, 499);
    return [s, Math.min(500, s + rng.int(1, 60))];
  });
  return [
    { label: "n = 10^5, touching unit intervals over the whole range, shuffled", input: { intervals: touching } },
    { label: "n = 10^5, one interval repeated", input: { intervals: Array.from({ length: n }, () => [0, 1]) } },
    { label: "n = 10001, one interval spanning the range over 10^4 short ones", input: { intervals: umbrella } },
    { label: "n = 3*10^4, blocks where the shortest interval blocks two others", input: { intervals: rng.shuffle(blocks) } },
    { label: "n = 3*10^4, random short intervals crowded into [-500, 500]", input: { intervals: crowded } },
    { label: "n = 1, the widest interval", input: { intervals: [[LO, HI]] } },
  ];
}
