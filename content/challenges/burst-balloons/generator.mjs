// Hidden tests at the stated limit (n = 300, values in [0, 100]) and shorter rows that defeat
// greedy orders: all at the maximum, sorted, a valley, zeros between large balloons, alternating
// small and large, and the minimum. The O(n^3) interval DP costs about 4.5 * 10^6 steps at n = 300,
// which takes the Python reference well over a second in the sandbox, so only one row is that long.

const N = 300;
const M = 60;

export default function generate(rng) {
  const sorted = rng.ints(M, 0, 100).sort((a, b) => a - b);
  const valley = [...Array.from({ length: M / 2 }, (_, i) => 100 - 3 * i), ...Array.from({ length: M / 2 }, (_, i) => 13 + 3 * i)];
  const zeros = Array.from({ length: M }, (_, i) => (i % 5 === 0 ? rng.int(90, 100) : 0));
  const alternating = Array.from({ length: M }, (_, i) => (i % 2 === 0 ? 1 : 100));
  return [
    { label: "n = 300, random values over the full range", input: { nums: rng.ints(N, 0, 100) } },
    { label: "n = 60, every balloon 100", input: { nums: Array(M).fill(100) } },
    { label: "n = 60, sorted ascending", input: { nums: sorted } },
    { label: "n = 60, a valley: descending then ascending", input: { nums: valley } },
    { label: "n = 60, zeros between large balloons", input: { nums: zeros } },
    { label: "n = 60, 1 and 100 alternating", input: { nums: alternating } },
    { label: "n = 1, the maximum value", input: { nums: [100] } },
  ];
}
