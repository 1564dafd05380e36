// Hidden tests at the stated limits (20 distinct sorted values anywhere in the 32-bit range): runs
// that end at 2^31 - 1 or start at -2^31, where nums[i] + 1 overflows in 32 bits; values 2^32 - 1
// apart; no run at all; one run of 20; random mixes of runs and singles; the empty array.

const MIN = -2_147_483_648;
const MAX = 2_147_483_647;

/** Sorted distinct values built from runs of the given lengths, separated by random gaps of at least 2. */
function runs(rng, lengths, start, maxGap) {
  const out = [];
  let v = start;
  lengths.forEach((len, r) => {
    if (r > 0) v += rng.int(2, maxGap);
    for (let i = 0; i < len; i++) out.push(v + i);
    v += len - 1;
  });
  return out;
}

export default function generate(rng) {
  const randomLengths = [];
  for (let left = 20; left > 0; ) {
    const len = Math.min(left, rng.int(1, 4));
    randomLengths.push(len);
    left -= len;
  }
  const spread = rng.distinctInts(20, MIN, MAX).sort((a, b) => a - b);
  return [
    { label: "20 values, one run ending at 2^31 - 1", input: { nums: Array.from({ length: 20 }, (_, i) => MAX - 19 + i) } },
    { label: "20 values, one run starting at -2^31", input: { nums: Array.from({ length: 20 }, (_, i) => MIN + i) } },
    { label: "20 values, no two consecutive (every gap is 2)", input: { nums: Array.from({ length: 20 }, (_, i) => -20 + 2 * i) } },
    { label: "20 values, random runs of 1 to 4 over small gaps", input: { nums: runs(rng, randomLengths, rng.int(-1000, 1000), 5) } },
    { label: "20 values spread over the whole 32-bit range", input: { nums: spread } },
    {
      label: "20 values, runs at both ends of the 32-bit range and a single in the middle",
      input: { nums: [...Array.from({ length: 10 }, (_, i) => MIN + i), 0, ...Array.from({ length: 9 }, (_, i) => MAX - 8 + i)] },
    },
    { label: "20 values, pairs separated by gaps of 2", input: { nums: runs(rng, Array(10).fill(2), -7, 2) } },
    { label: "2 values, -2^31 and 2^31 - 1", input: { nums: [MIN, MAX] } },
    { label: "2 values, 2^31 - 2 and 2^31 - 1", input: { nums: [MAX - 1, MAX] } },
    { label: "1 value, 2^31 - 1", input: { nums: [MAX] } },
    { label: "empty array", input: { nums: [] } },
  ];
}
