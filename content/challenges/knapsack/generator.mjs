// Hidden tests at the stated limits (100 items, capacity 1000, weights and values up to 1000):
// random sets, traps for the greedy rules (best value per weight, most valuable first), a light
// precious item that an upward capacity walk packs many times, all items too heavy but one, and
// the edge cases of capacity 0 and no items at all.

const N = 100;
const CAP = 1000;

function items(list) {
  return { weights: list.map(([w]) => w), values: list.map(([, v]) => v), capacity: CAP };
}

export default function generate(rng) {
  const light = Array.from({ length: N }, () => [rng.int(1, 100), rng.int(1, 1000)]);
  const any = Array.from({ length: N }, () => [rng.int(1, 1000), rng.int(1, 1000)]);

  // Best ratio first takes the 501 (ratio ~2.0) and then nothing else fits; two 500s give 1980.
  const ratioTrap = [[500, 990], [500, 990], [501, 1000]];
  while (ratioTrap.length < N) ratioTrap.push([rng.int(502, 1000), rng.int(1, 50)]);
  rng.shuffle(ratioTrap);

  // Most valuable first takes the single 1000-weight item; the 99 light ones fill 990 for 1980.
  const valueTrap = [[1000, 1000], ...Array.from({ length: N - 1 }, () => [10, 20])];

  // A weight-1 item worth 1000 among heavy cheap ones: walking capacities upwards packs it 1000 times.
  const precious = [[1, 1000], ...Array.from({ length: N - 1 }, () => [rng.int(400, 1000), rng.int(1, 100)])];
  rng.shuffle(precious);

  // Every item weighs 1000: only one fits, and the most valuable one is the last.
  const heavy = Array.from({ length: N }, (_, i) => [1000, i === N - 1 ? 1000 : rng.int(1, 999)]);

  return [
    { label: "100 items up to 100 in weight, capacity 1000", input: items(light) },
    { label: "100 items over the full ranges, capacity 1000", input: items(any) },
    { label: "100 items, best value per weight first is wrong", input: items(ratioTrap) },
    { label: "100 items, most valuable first is wrong", input: items(valueTrap) },
    { label: "100 items, one light precious item among heavy ones (packed once)", input: items(precious) },
    { label: "100 items all weighing 1000, the most valuable last", input: items(heavy) },
    { label: "100 items, capacity 0", input: { ...items(any), capacity: 0 } },
    { label: "no items, capacity 0", input: { weights: [], values: [], capacity: 0 } },
  ];
}
