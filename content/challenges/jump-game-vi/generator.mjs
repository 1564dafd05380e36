// Hidden tests at the stated limits (n = k = 10^5). With k as large as n, scanning the previous k
// scores for every index costs about n^2 / 2 = 5 * 10^9 steps. Most arrays use one-digit values to
// keep the inputs short; two use the whole range [-10^4, 10^4]. Decreasing and all-negative arrays
// keep many candidates alive in the window; k = 1 forces every index to be visited.

const V = 10_000;

export default function generate(rng) {
  const n = 100_000;
  const decreasing = Array.from({ length: n }, (_, i) => 9 - Math.floor((18 * i) / n));
  const negatives = rng.ints(n, -9, 0);
  negatives[0] = 0;
  // A trap for greedily jumping to the best nearby value: large gains sit just out of reach of small
  // negative steps, behind a wall of -9s wider than a short k.
  const walls = Array.from({ length: n }, (_, i) => (i % 1000 < 3 ? -9 : i % 1000 === 500 ? 9 : -1));
  return [
    { label: "n = k = 10^5, values over the whole range", input: { nums: rng.ints(n, -V, V), k: n } },
    { label: "n = k = 10^5, all -10^4: jump straight to the end", input: { nums: Array(n).fill(-V), k: n } },
    { label: "n = k = 10^5, one-digit values", input: { nums: rng.ints(n, -9, 9), k: n } },
    { label: "n = 10^5, k = 9*10^4, decreasing values", input: { nums: decreasing, k: 90_000 } },
    { label: "n = 10^5, k = 10^5, values in [-9, 0]", input: { nums: negatives, k: n } },
    { label: "n = 10^5, k = 8*10^4, short walls of -9 between single 9s", input: { nums: walls, k: 80_000 } },
    { label: "n = 10^5, k = 1: every index is visited", input: { nums: rng.ints(n, -9, 9), k: 1 } },
    { label: "n = 10^4, k = 2, walls of three -9s must be crossed", input: { nums: walls.slice(0, 10_000), k: 2 } },
    { label: "n = 1, k = 10^5", input: { nums: [-V], k: 100_000 } },
    { label: "n = 2, k = 1, the extremes", input: { nums: [V, -V], k: 1 } },
  ];
}
