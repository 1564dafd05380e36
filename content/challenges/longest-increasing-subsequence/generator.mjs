// Hidden tests at the stated limits (n = 2500, values in [-10^4, 10^4]): strictly increasing and
// decreasing runs, all equal, plateaus that must not count, and the best run hidden at the far end.

const N = 2500;
const LO = -10000;
const HI = 10000;

export default function generate(rng) {
  const random = rng.ints(N, LO, HI);

  // Strictly increasing: 2500 distinct values, sorted.
  const increasing = rng.distinctInts(N, LO, HI).sort((a, b) => a - b);
  const decreasing = [...increasing].reverse();

  // Non-decreasing with long plateaus: equal neighbours must never extend the subsequence.
  const plateaus = rng.ints(N, -300, 300).sort((a, b) => a - b);

  // Staircase of descending blocks: 50 blocks of 50 values, each block higher than the previous
  // one but decreasing inside, so only one value per block can be used (answer 50).
  const staircase = [];
  for (let b = 0; b < 50; b++) for (let k = 49; k >= 0; k--) staircase.push(LO + b * 400 + k * 8);

  // A decoy: the first 1250 values zigzag upwards near the top of the range, so a greedy chain
  // started at the front is long but wrong; the longest run is the second half, entirely below it.
  const decoy = [];
  for (let i = 0; i < N / 2; i++) decoy.push(HI - 3 * (N / 2 - i) + rng.int(0, 2) - (i % 2) * 5);
  const tail = rng.distinctInts(N / 2, LO, 0).sort((a, b) => a - b);
  decoy.push(...tail);

  // Alternating extremes with a slow rise hidden among them.
  const extremes = Array.from({ length: N }, (_, i) => (i % 3 === 0 ? HI : i % 3 === 1 ? LO : LO + 1 + i * 7));

  return [
    { label: "n = 2500, random values over the full range", input: { nums: random } },
    { label: "n = 2500, strictly increasing (answer n)", input: { nums: increasing } },
    { label: "n = 2500, strictly decreasing (answer 1)", input: { nums: decreasing } },
    { label: "n = 2500, all equal to 10^4", input: { nums: Array(N).fill(HI) } },
    { label: "n = 2500, sorted with long runs of equal values", input: { nums: plateaus } },
    { label: "n = 2500, 50 rising blocks each decreasing inside", input: { nums: staircase } },
    { label: "n = 2500, a decoy first half, the longest run in the second half", input: { nums: decoy } },
    { label: "n = 2500, extremes alternating with a slow rise", input: { nums: extremes } },
    { label: "n = 1, the minimum value", input: { nums: [LO] } },
  ];
}
