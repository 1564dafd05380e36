// Hidden tests at the stated limits (n = 10^5, values in [1, 2 * 10^4]). Trying every good subarray
// costs (k + 1) * (n - k) steps, about 2.5 * 10^9 with k in the middle, so most tests put k near the
// middle. Sorted, pyramid and valley shapes keep every index on the stack; the "far block" test
// holds a wide high block that does not contain k, the trap for solving the histogram problem
// and ignoring k. k at either end checks the limits (there the brute force is fast). The slow shapes use one-digit values to keep
// the inputs under 3 MB.

const V = 20_000;

export default function generate(rng) {
  const n = 100_000;
  const half = n / 2;
  const rising = Array.from({ length: n }, (_, i) => Math.floor((i * 9) / n) + 1);
  const falling = Array.from({ length: n }, (_, i) => Math.floor(((n - 1 - i) * 9) / n) + 1);
  const pyramid = Array.from({ length: n }, (_, i) => Math.floor((Math.min(i, n - 1 - i) * 9) / half) + 1);
  const valley = Array.from({ length: n }, (_, i) => Math.floor((Math.abs(i - half) * 9) / (half + 1)) + 1);
  const farBlock = Array.from({ length: n }, (_, i) => (i < half ? rng.int(1, 2) : 9));
  farBlock[half] = 1;
  // Random values 5 to 9 cut by a 1 at n/5 and 4n/5: the best subarray stays between the two 1s.
  const skyline = rng.ints(n, 5, 9);
  skyline[n / 5] = 1;
  skyline[(4 * n) / 5] = 1;
  return [
    { label: "n = 10^5, random values over the whole range, k = n/2", input: { nums: rng.ints(n, 1, V), k: half } },
    { label: "n = 10^5, all 2*10^4, k = n/2: the largest score, 2*10^9", input: { nums: Array(n).fill(V), k: half } },
    { label: "n = 10^5, rising, k = n/2", input: { nums: rising, k: half } },
    { label: "n = 10^5, falling, k = 2n/5", input: { nums: falling, k: (2 * n) / 5 } },
    { label: "n = 10^5, a pyramid with k at the peak", input: { nums: pyramid, k: half } },
    { label: "n = 10^5, a valley with k at the bottom", input: { nums: valley, k: half } },
    { label: "n = 10^5, random values 5 to 9 cut by two 1s, k = 3n/5", input: { nums: skyline, k: (3 * n) / 5 } },
    { label: "n = 10^5, k in the low left half, a wide high block beyond a 1 on the right", input: { nums: farBlock, k: n / 4 } },
    { label: "n = 10^5, falling, k = 0: every good subarray starts at 0", input: { nums: falling, k: 0 } },
    { label: "n = 10^5, rising, k = n - 1: every good subarray ends at n - 1", input: { nums: rising, k: n - 1 } },
    { label: "n = 1, k = 0", input: { nums: [V], k: 0 } },
    { label: "n = 2, the two extremes, k = 1", input: { nums: [V, 1], k: 1 } },
  ];
}
