// Hidden tests at the stated limit (n = 10^5): trying every start and extending it to every end is
// about 5 * 10^9 steps per test, whatever the answer, since the scan from each start runs to the end.

export default function generate(rng) {
  const n = 100_000;

  // Random bits, but ones are rarer: the balanced stretches are short and scattered.
  const skewed = Array.from({ length: n }, () => (rng.bool(0.3) ? 1 : 0));

  // All zeros except a single one at the very end: the only balanced subarray is the last two.
  const lastPair = Array(n).fill(0);
  lastPair[n - 1] = 1;

  // A block of zeros then a block of ones of the same size: the whole array is the answer.
  const blocks = Array.from({ length: n }, (_, i) => (i < n / 2 ? 0 : 1));

  // Ones first, then a longer run of zeros: the answer is centred on the boundary.
  const ones = 30_000;
  const lopsided = Array.from({ length: n }, (_, i) => (i < ones ? 1 : 0));

  return [
    { label: "n = 10^5, random bits", input: { nums: rng.ints(n, 0, 1) } },
    { label: "n = 10^5, random bits with about 30% ones", input: { nums: skewed } },
    { label: "n = 10^5, all zeros: no balanced subarray", input: { nums: Array(n).fill(0) } },
    { label: "n = 10^5, all ones: no balanced subarray", input: { nums: Array(n).fill(1) } },
    { label: "n = 10^5, zeros then a single one at the far end", input: { nums: lastPair } },
    { label: "n = 10^5, half zeros then half ones: the whole array", input: { nums: blocks } },
    { label: "n = 10^5, alternating 1, 0: the whole array", input: { nums: Array.from({ length: n }, (_, i) => 1 - (i % 2)) } },
    { label: "n = 10^5, 3 * 10^4 ones then zeros: answer spans the boundary", input: { nums: lopsided } },
    { label: "n = 99999 (odd), random bits", input: { nums: rng.ints(n - 1, 0, 1) } },
    { label: "n = 1, a single zero", input: { nums: [0] } },
    { label: "n = 2, one of each", input: { nums: [1, 0] } },
  ];
}
