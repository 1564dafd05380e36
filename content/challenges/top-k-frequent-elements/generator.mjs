// Hidden tests at the stated limits (n = 10^5, values in [-10^4, 10^4], so at most 20001
// distinct values). Every test keeps the promise of a unique answer: the k-th largest count is
// strictly larger than the (k+1)-th.

const LO = -10_000;
const HI = 10_000;

/** nums holding values[i] counts[i] times, shuffled unless grouped. */
function build(rng, values, counts, grouped = false) {
  const nums = [];
  values.forEach((v, i) => {
    for (let c = 0; c < counts[i]; c++) nums.push(v);
  });
  return grouped ? nums : rng.shuffle(nums);
}

/** `total` split into `parts` counts of at least `min`, at random. */
function split(rng, total, parts, min) {
  const counts = Array(parts).fill(min);
  for (let left = total - parts * min; left > 0; left--) counts[rng.int(0, parts - 1)]++;
  return counts;
}

export default function generate(rng) {
  const n = 100_000;
  const all = Array.from({ length: HI - LO + 1 }, (_, i) => LO + i);

  // Every value of the range, random counts; k asks for all of them.
  const everyCounts = split(rng, n, all.length, 1);

  // 445 values with the distinct counts 1..445, the largest topped up to reach n.
  const stairs = rng.shuffle(all.slice()).slice(0, 445);
  const stairCounts = stairs.map((_, i) => i + 1);
  stairCounts[444] += n - (445 * 446) / 2;

  // 16666 values six times each and the largest value seven times, grouped in increasing order.
  const near = all.slice(0, 16_666).concat([HI]);
  const nearCounts = near.map((_, i) => (i === near.length - 1 ? 7 : 6));
  nearCounts[0] -= 3;

  // Every value of the range; only the one appearing once is left out.
  const lonely = rng.int(LO, HI);
  const others = all.filter((v) => v !== lonely);
  const allButOne = build(rng, [lonely, ...others], [1, ...split(rng, n - 1, others.length, 2)]);

  return [
    { label: "n = 10^5, all 20001 values present, k = 20001", input: { nums: build(rng, all, everyCounts), k: all.length } },
    { label: "n = 10^5, 445 values with distinct counts, k = 200", input: { nums: build(rng, stairs, stairCounts), k: 200 } },
    { label: "n = 10^5, sorted, one count beats the rest by 1 and it comes last, k = 1", input: { nums: build(rng, near, nearCounts, true), k: 1 } },
    { label: "n = 10^5, every value but one, k = 20000", input: { nums: allButOne, k: all.length - 1 } },
    { label: "n = 10^5, all equal: the count is n, k = 1", input: { nums: Array(n).fill(LO), k: 1 } },
    { label: "n = 1", input: { nums: [LO], k: 1 } },
    { label: "n = 2, the extremes, k = 2", input: { nums: [HI, LO], k: 2 } },
  ];
}
