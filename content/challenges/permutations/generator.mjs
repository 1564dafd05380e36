// Hidden tests at the stated limits: 6 distinct values in -10..10 give 720 permutations (random
// order, ascending, descending, both extremes with 0), and the shortest inputs (1 and 2 values).
// The answer must list every ordering exactly once; the checker accepts them in any order.

export default function generate(rng) {
  const n = 6;
  return [
    { label: "n = 6, random distinct values: 720 permutations", input: { nums: rng.distinctInts(n, -10, 10) } },
    { label: "n = 6, ascending", input: { nums: rng.distinctInts(n, -10, 10).sort((a, b) => a - b) } },
    { label: "n = 6, descending", input: { nums: rng.distinctInts(n, -10, 10).sort((a, b) => b - a) } },
    { label: "n = 6, holding -10, 0 and 10", input: { nums: rng.shuffle([-10, 0, 10, ...rng.distinctInts(3, 1, 9).map((x, i) => (i % 2 === 0 ? -x : x))]) } },
    { label: "n = 5, random distinct values", input: { nums: rng.distinctInts(5, -10, 10) } },
    { label: "n = 1", input: { nums: [rng.int(-10, 10)] } },
    { label: "n = 2", input: { nums: rng.distinctInts(2, -10, 10) } },
  ];
}
