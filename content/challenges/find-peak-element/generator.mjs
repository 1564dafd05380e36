// Hidden tests at the stated limits (n = 1000, values over the whole 32-bit range, no two
// neighbours equal): one peak at either end or anywhere inside, a valley with a peak at each end,
// hundreds of peaks side by side, and the smallest arrays. Many of them have many valid answers.
// A linear scan also passes, as on LeetCode: reading nums already costs O(n).

const N = 1000;
const MIN = -2147483648;
const MAX = 2147483647;

/** n values in [lo, hi], each different from the one before it. */
function noEqualNeighbours(rng, n, lo, hi) {
  const out = [];
  while (out.length < n) {
    const v = rng.int(lo, hi);
    if (out.length === 0 || out[out.length - 1] !== v) out.push(v);
  }
  return out;
}

/** Strictly increasing up to index `top`, strictly decreasing after it, with random steps. */
function mountain(rng, n, top) {
  const nums = Array(n);
  nums[top] = MAX;
  for (let i = top - 1; i >= 0; i--) nums[i] = nums[i + 1] - rng.int(1, 2_000_000);
  for (let i = top + 1; i < n; i++) nums[i] = nums[i - 1] - rng.int(1, 2_000_000);
  return nums;
}

export default function generate(rng) {
  const step = Math.floor((MAX - MIN) / (N - 1));
  const up = Array.from({ length: N }, (_, i) => (i === N - 1 ? MAX : MIN + i * step));
  const down = [...up].reverse();
  const zigzag = Array.from({ length: N }, (_, i) => (i % 2 === 0 ? MIN : MAX));
  const valley = Array.from({ length: N }, (_, i) => (i < N / 2 ? 2 * (N - i) : 2 * i + 1) * 1000);
  // Rising runs of 10, each starting lower than the run before ends: a peak every 10 positions.
  const saw = Array.from({ length: N }, (_, i) => (i % 10) * 100 - Math.floor(i / 10));

  return [
    { label: "n = 1000, strictly increasing from -2^31 to 2^31 - 1: the only peak is the last index", input: { nums: up } },
    { label: "n = 1000, strictly decreasing: the only peak is index 0", input: { nums: down } },
    { label: "n = 1000, alternating -2^31 and 2^31 - 1: 500 peaks", input: { nums: zigzag } },
    { label: "n = 1000, random values over the 32-bit range, no equal neighbours: many peaks", input: { nums: noEqualNeighbours(rng, N, MIN, MAX) } },
    { label: "n = 1000, values in {-1, 0, 1}, no equal neighbours: hundreds of peaks", input: { nums: noEqualNeighbours(rng, N, -1, 1) } },
    { label: "n = 1000, one mountain with its summit at a random inner index", input: { nums: mountain(rng, N, rng.int(2, N - 3)) } },
    { label: "n = 1000, one mountain with its summit at index 1", input: { nums: mountain(rng, N, 1) } },
    { label: "n = 1000, one mountain with its summit at index n - 2", input: { nums: mountain(rng, N, N - 2) } },
    { label: "n = 1000, a valley: the two peaks are the two ends", input: { nums: valley } },
    { label: "n = 1000, rising runs of 10: a peak every 10 positions", input: { nums: saw } },
    { label: "n = 1, the value -2^31", input: { nums: [MIN] } },
    { label: "n = 2, increasing at the bottom of the range", input: { nums: [MIN, MIN + 1] } },
    { label: "n = 2, decreasing at the top of the range", input: { nums: [MAX, MAX - 1] } },
  ];
}
