// Hidden tests at the stated limit (n = 10^5): every value of 1..n present (the answer is n + 1)
// in shuffled and reverse order, one value of 1..n missing, duplicates, and values outside 1..n
// that must be ignored.

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

export default function generate(rng) {
  const n = 100_000;
  const oneToN = () => Array.from({ length: n }, (_, i) => i + 1);

  // 1..n with one value m replaced by a copy of another value.
  const duplicated = rng.shuffle(oneToN());
  const m = rng.int(2, n - 1);
  const at = duplicated.indexOf(m);
  duplicated[at] = duplicated[(at + 1) % n];

  // Half of the values are 1..n/2 except m2; the rest are zero, negative or larger than n.
  const m2 = rng.int(1, n / 2);
  const mixed = [];
  for (let v = 1; v <= n / 2; v++) if (v !== m2) mixed.push(v);
  while (mixed.length < n) mixed.push(rng.pick([rng.int(-n, 0), rng.int(n + 1, 2 * n), INT_MIN, INT_MAX]));
  rng.shuffle(mixed);

  return [
    { label: "n = 10^5, a permutation of 1..n: the answer is n + 1", input: { nums: rng.shuffle(oneToN()) } },
    { label: "n = 10^5, n down to 1", input: { nums: oneToN().reverse() } },
    { label: "n = 10^5, 1..n with one value replaced by a duplicate", input: { nums: duplicated } },
    { label: "n = 10^5, half of 1..n/2 with one gap, the rest outside 1..n", input: { nums: mixed } },
    { label: "n = 10^5, all equal to 1", input: { nums: Array(n).fill(1) } },
    { label: "n = 1, [1]", input: { nums: [1] } },
    { label: "n = 1, the smallest value", input: { nums: [INT_MIN] } },
    { label: "n = 4, the extremes around 1", input: { nums: [INT_MAX, INT_MIN, 0, 1] } },
  ];
}
