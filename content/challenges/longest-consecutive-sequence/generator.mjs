// Hidden tests at the stated limit (n = 10^5). One long run shuffled punishes counting upwards
// from every value (O(n^2)); duplicates, extremes and many short runs catch the usual slips.

export default function generate(rng) {
  const n = 100_000;
  const MAX = 1_000_000_000;

  // The whole array is one run, shuffled.
  const oneRun = rng.shuffle(Array.from({ length: n }, (_, i) => i - n / 2));

  // Runs of lengths 1..450 separated by small gaps, some values repeated; the longest (700 values,
  // 300 of them twice) is the lowest one.
  const runs = [];
  const longest = Array.from({ length: 700 }, (_, i) => -3_000_000 + i);
  runs.push(...longest, ...longest.slice(0, 300));
  let start = -3_000_000 + 702;
  while (runs.length < n) {
    const len = Math.min(rng.int(1, 450), n - runs.length);
    for (let i = 0; i < len && runs.length < n; i++) {
      runs.push(start + i);
      if (rng.bool(0.1) && runs.length < n) runs.push(start + i);
    }
    start += len + rng.int(2, 20);
  }
  rng.shuffle(runs);

  // Every value twice, in decreasing order: one run of n / 2 distinct values.
  const doubled = Array.from({ length: n }, (_, i) => 25_000 - (i >> 1));

  // Only even numbers, sorted: no two values are consecutive.
  const evens = Array.from({ length: n }, (_, i) => 2 * i);

  return [
    { label: "n = 10^5, one run of 10^5 values, shuffled", input: { nums: oneRun } },
    { label: "n = 10^5, many runs with duplicates, the longest is the lowest", input: { nums: runs } },
    { label: "n = 10^5, every value twice, decreasing", input: { nums: doubled } },
    { label: "n = 10^5, all equal", input: { nums: Array(n).fill(0) } },
    { label: "n = 10^5, even numbers sorted: the answer is 1", input: { nums: evens } },
    { label: "empty array", input: { nums: [] } },
    { label: "n = 2, the extremes", input: { nums: [MAX, -MAX] } },
    { label: "n = 3, a run of 2 at the top of the range", input: { nums: [MAX, 5, MAX - 1] } },
  ];
}
