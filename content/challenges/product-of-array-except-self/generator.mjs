// Hidden tests at the stated limit (n = 10^5): an O(n^2) product per position cannot finish.
// The statement promises that every prefix and suffix product fits in 32 bits, so the values
// other than 0 and ±1 are few and the product of all non-zero values stays below 2^31.
// The whole run prints at most 1 MB, so the n = 10^5 tests have short answers (0 or ±1) and the
// test with large answers is smaller.

const LIMIT = 2 ** 31 - 1;

/** n values, mostly ±1, with factors 2..30 (random signs) at random positions while their product fits. */
function fitting(rng, n, zeros, maxFactor = 30) {
  const nums = Array.from({ length: n }, () => (rng.bool(0.5) ? 1 : -1));
  const free = rng.permutation(n).filter((i) => !zeros.includes(i));
  let product = 1;
  for (let next = 0; ; next++) {
    const v = rng.int(2, maxFactor);
    if (product * v > LIMIT) break;
    product *= v;
    nums[free[next]] = rng.bool(0.5) ? v : -v;
  }
  for (const z of zeros) nums[z] = 0;
  return nums;
}

export default function generate(rng) {
  const n = 100_000;
  const big = Array(10_000).fill(1);
  rng.permutation(big.length).slice(0, 6).forEach((i, k) => (big[i] = k % 2 ? -30 : 30));
  return [
    { label: "n = 10^5, all -1: the sign of each answer depends on the parity", input: { nums: Array(n).fill(-1) } },
    { label: "n = 10^5, one zero in the middle, factors up to 30 elsewhere", input: { nums: fitting(rng, n, [n >> 1]) } },
    { label: "n = 10^5, one zero at the last position", input: { nums: fitting(rng, n, [n - 1]) } },
    { label: "n = 10^5, two zeros at both ends: every answer is 0", input: { nums: fitting(rng, n, [0, n - 1]) } },
    { label: "n = 10^4, six factors ±30 (the most that fit in 32 bits), no zero", input: { nums: big } },
    { label: "n = 2, the extremes", input: { nums: [-30, 30] } },
  ];
}
