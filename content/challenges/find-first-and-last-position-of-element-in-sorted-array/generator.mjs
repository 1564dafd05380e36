// Hidden tests at the stated limits (n = 10^5, values up to 10^9 in size): the target spanning
// the whole array, a run at either end, absent between two neighbours, below or above every
// value, and the empty array. A linear scan is fast at this size, so these tests are about the
// bounds of the two searches; the inputs must stay near 3 MB, so most long arrays use short values.

const V = 1_000_000_000;

export default function generate(rng) {
  const n = 100_000;
  const random = rng.ints(n, -V, V).sort((a, b) => a - b);
  // Force a run of 500 copies of one value in the middle of the random array.
  const runValue = random[60_000];
  for (let i = 59_800; i < 60_300; i++) random[i] = runValue;
  random.sort((a, b) => a - b);
  const triples = Array.from({ length: n }, (_, i) => 2 * Math.floor(i / 3));
  const m = 5_000;
  const twoExtremes = Array.from({ length: m }, (_, i) => (i < 3_210 ? -V : V));
  const small = Array.from({ length: 1000 }, (_, i) => -500 + Math.floor(i / 2));
  const lastRun = Array.from({ length: n }, (_, i) => (i < n - 7 ? Math.floor(i / 4) : 50_000));
  return [
    { label: "n = 10^5, all equal to the target: [0, n - 1]", input: { nums: Array(n).fill(-7), target: -7 } },
    { label: "n = 10^5, random sorted values over the whole range, a run of 500 copies found", input: { nums: random, target: runValue } },
    { label: "n = 10^5, each even value three times, an odd target between two runs", input: { nums: triples, target: 2 * 20_000 + 1 } },
    { label: "n = 10^5, the last seven values are the target", input: { nums: lastRun, target: 50_000 } },
    { label: "n = 5000, only -10^9 and 10^9, target -10^9", input: { nums: twoExtremes, target: -V } },
    { label: "n = 5000, only -10^9 and 10^9, target 10^9", input: { nums: twoExtremes, target: V } },
    { label: "n = 5000, only -10^9 and 10^9, target 0 is absent", input: { nums: twoExtremes, target: 0 } },
    { label: "n = 1000, target -10^9 below every value", input: { nums: small, target: -V } },
    { label: "n = 1000, target 10^9 above every value", input: { nums: small, target: V } },
    { label: "n = 1000, the first run of two", input: { nums: small, target: -500 } },
    { label: "empty array", input: { nums: [], target: 0 } },
    { label: "n = 1, the target is the only value, 10^9", input: { nums: [V], target: V } },
  ];
}
