// Hidden tests at the stated limits (n = 100, cash in [0, 400]): plans that must skip two houses
// in a row, sorted and reverse-sorted streets, all equal, the best houses at the far end, zeros,
// and the minimum sizes.

const N = 100;

export default function generate(rng) {
  // Pairs of rich houses separated by two poor ones: neither all-even nor all-odd houses is best.
  const gaps = Array.from({ length: N }, (_, i) => (i % 3 === 0 ? 400 - rng.int(0, 3) : rng.int(0, 5)));

  // Alternating houses are poor, except that the odd positions turn rich after the middle:
  // the best plan switches parity once, skipping two houses there.
  const switching = Array.from({ length: N }, (_, i) =>
    i < N / 2 ? (i % 2 === 0 ? rng.int(300, 400) : rng.int(0, 100)) : i % 2 === 1 ? rng.int(300, 400) : rng.int(0, 100),
  );

  const increasing = rng.ints(N, 0, 400).sort((a, b) => a - b);
  const decreasing = [...increasing].reverse();

  // All zero except the last house.
  const lastOnly = Array(N).fill(0);
  lastOnly[N - 1] = 400;

  return [
    { label: "n = 100, random cash over the full range", input: { nums: rng.ints(N, 0, 400) } },
    { label: "n = 100, rich houses every third position", input: { nums: gaps } },
    { label: "n = 100, the best parity switches in the middle", input: { nums: switching } },
    { label: "n = 100, sorted ascending", input: { nums: increasing } },
    { label: "n = 100, sorted descending", input: { nums: decreasing } },
    { label: "n = 100, empty houses but the last", input: { nums: lastOnly } },
    { label: "n = 2, two equal houses at the maximum", input: { nums: [400, 400] } },
    { label: "n = 1, an empty house", input: { nums: [0] } },
  ];
}
