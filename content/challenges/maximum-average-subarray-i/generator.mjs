// Hidden tests at the stated limits (n = 10^5, values -10^4..10^4): with k near n / 2 there are
// about n / 2 windows of n / 2 values, so adding up every window from scratch costs about 2.5 * 10^9
// steps. Also all values negative (the best average is below 0), the best window at the very end,
// k = 1 and k = n, and the minimum size.

export default function generate(rng) {
  const n = 100_000;
  const V = 10_000;

  // Small random values, with one block of k large values placed at the very end.
  const k3 = 40_000;
  const lastBest = rng.ints(n, -9, 9);
  for (let i = n - k3; i < n; i++) lastBest[i] = rng.int(50, 60);

  return [
    { label: "n = 10^5, k = 5 * 10^4, random values over the whole range", input: { nums: rng.ints(n, -V, V), k: 50_000 } },
    { label: "n = 10^5, k = 49999, all values negative", input: { nums: rng.ints(n, -99, -1), k: 49_999 } },
    { label: "n = 10^5, k = 4 * 10^4, the best window is the last one", input: { nums: lastBest, k: k3 } },
    { label: "n = 10^5, k = 5 * 10^4, values increasing: the last window wins", input: { nums: Array.from({ length: n }, (_, i) => Math.floor(i / 100) - 500), k: 50_000 } },
    { label: "n = 10^5, k = 6 * 10^4, values decreasing: the first window wins", input: { nums: Array.from({ length: n }, (_, i) => Math.floor((n - 1 - i) / 1000)), k: 60_000 } },
    { label: "n = 10^5, k = n: a single window, all values equal", input: { nums: Array(n).fill(3), k: n } },
    { label: "n = 10^5, k = 1, every value is -1 but one 0", input: { nums: Array.from({ length: n }, (_, i) => (i === 77_777 ? 0 : -1)), k: 1 } },
    { label: "n = 1, k = 1", input: { nums: [-V], k: 1 } },
    { label: "n = 2, k = 1, the best value is the second", input: { nums: [rng.int(-V, 0), rng.int(1, V)], k: 1 } },
  ];
}
