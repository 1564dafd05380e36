// Hidden tests at the stated limits (n = 10^5 envelopes, sides up to 10^5). Checking every pair of
// envelopes is about 5 * 10^9 steps per maximum test. The inputs stay under 3 MB of JSON, so only
// the two maximum tests are full size. The chain of distinct sizes makes the answer
// n; groups of equal widths with rising heights punish sorting heights ascending inside a width;
// all-equal and anti-chains (width up, height down) keep the answer at 1.

const V = 100_000;

export default function generate(rng) {
  const n = 100_000;

  // Random sides over the whole range.
  const random = Array.from({ length: n }, () => [rng.int(1, V), rng.int(1, V)]);

  // A perfect chain: envelope i is i x i (1..n), shuffled, so the answer is n.
  const chain = rng.shuffle(Array.from({ length: n }, (_, i) => [i + 1, i + 1]));

  // 400 widths, 25 envelopes each, heights rising inside a width and across widths: only one
  // envelope per width can be used, so the answer is 400, not 10^4.
  const groups = [];
  for (let w = 1; w <= 400; w++) for (let t = 0; t < 25; t++) groups.push([w, (w - 1) * 25 + t + 1]);
  rng.shuffle(groups);

  // Width rising while height falls: no envelope fits in another.
  const anti = Array.from({ length: 5000 }, (_, i) => [i + 1, V - i]);

  return [
    { label: "n = 10^5, random sides over the whole range", input: { envelopes: random } },
    { label: "n = 10^5, a chain of distinct squares, shuffled: the answer is n", input: { envelopes: chain } },
    { label: "n = 10^4, 400 widths with rising heights inside each width: the answer is 400", input: { envelopes: groups } },
    { label: "n = 5000, width up and height down: the answer is 1", input: { envelopes: anti } },
    { label: "n = 5000, all equal at the maximum", input: { envelopes: Array.from({ length: 5000 }, () => [V, V]) } },
    { label: "n = 1, the smallest envelope", input: { envelopes: [[1, 1]] } },
    { label: "n = 2, equal widths cannot nest", input: { envelopes: [[V, 1], [V, V]] } },
    { label: "n = 2, the extremes nest", input: { envelopes: [[V, V], [1, 1]] } },
  ];
}
