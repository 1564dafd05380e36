// Hidden tests at the stated limits (n = 10^4): the pair sits where a pair-by-pair search finds it
// last, so only a one-pass solution stays fast.

/** n distinct values in [lo, hi] and a target only positions i and j reach (x + y = target). */
function withPair(rng, n, i, j, lo, hi, equal = false) {
  for (;;) {
    const nums = rng.distinctInts(n, lo, hi);
    if (equal) nums[j] = nums[i];
    const target = nums[i] + nums[j];
    if (Math.abs(target) > 1e9) continue;
    const seen = new Map();
    let pairs = 0;
    nums.forEach((x) => {
      pairs += seen.get(target - x) ?? 0;
      seen.set(x, (seen.get(x) ?? 0) + 1);
    });
    if (pairs === 1) return { nums, target };
  }
}

export default function generate(rng) {
  const n = 10_000;
  return [
    { label: "n = 10^4, the pair is the last two positions", input: withPair(rng, n, n - 2, n - 1, -5e8, 5e8) },
    { label: "n = 10^4, the pair is the first and the last", input: withPair(rng, n, 0, n - 1, -5e8, 5e8) },
    { label: "n = 10^4, all negative", input: withPair(rng, n, n - 3, n - 1, -5e8, -1) },
    { label: "n = 10^4, two equal halves of target at the end", input: withPair(rng, n, n - 2, n - 1, -5e8, 5e8, true) },
    { label: "n = 10^4, values at the extremes", input: withPair(rng, n, n - 1, n - 2, -1e9, 1e9) },
    { label: "n = 2", input: withPair(rng, 2, 0, 1, -1e9, 1e9) },
  ];
}
