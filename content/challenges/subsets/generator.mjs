// Hidden tests at the stated limits (10 distinct values in -10..10, so 1024 subsets): random order,
// ascending, descending, both extremes with 0, and the shortest inputs.

export default function generate(rng) {
  const n = 10;
  return [
    { label: "n = 10, random distinct values: 1024 subsets", input: { nums: rng.distinctInts(n, -10, 10) } },
    { label: "n = 10, ascending", input: { nums: rng.distinctInts(n, -10, 10).sort((a, b) => a - b) } },
    { label: "n = 10, descending", input: { nums: rng.distinctInts(n, -10, 10).sort((a, b) => b - a) } },
    { label: "n = 10, holding -10, 0 and 10", input: { nums: rng.shuffle([-10, 0, 10, ...rng.distinctInts(7, 1, 9).map((x, i) => (i % 2 === 0 ? -x : x))]) } },
    { label: "n = 1", input: { nums: [rng.int(-10, 10)] } },
    { label: "n = 2", input: { nums: rng.distinctInts(2, -10, 10) } },
  ];
}
