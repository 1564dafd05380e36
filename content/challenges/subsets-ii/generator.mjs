// Hidden tests at the stated limits (10 values in -10..10): distinct values (1,024 subsets, the
// largest answer), all equal (only 11), pairs of equal values shuffled apart, a few values repeated
// many times, random values with repeats, descending input, both extremes, and the shortest input.

export default function generate(rng) {
  const n = 10;
  const pairs = rng.distinctInts(5, -10, 10);
  const few = rng.distinctInts(3, -10, 10);
  return [
    { label: "n = 10, distinct values: 1,024 subsets", input: { nums: rng.distinctInts(n, -10, 10) } },
    { label: "n = 10, all equal: 11 subsets", input: { nums: Array(n).fill(rng.int(-10, 10)) } },
    { label: "n = 10, five values twice each, shuffled", input: { nums: rng.shuffle([...pairs, ...pairs]) } },
    { label: "n = 10, three values repeated 5, 3 and 2 times, shuffled", input: { nums: rng.shuffle([...Array(5).fill(few[0]), ...Array(3).fill(few[1]), ...Array(2).fill(few[2])]) } },
    { label: "n = 10, random values in -3..3 (many repeats)", input: { nums: rng.ints(n, -3, 3) } },
    { label: "n = 10, random values in -10..10, descending", input: { nums: rng.ints(n, -10, 10).sort((a, b) => b - a) } },
    { label: "n = 10, only -10 and 10", input: { nums: rng.shuffle([-10, 10, -10, 10, 10, -10, 10, -10, -10, 10]) } },
    { label: "n = 1", input: { nums: [rng.int(-10, 10)] } },
    { label: "n = 2, equal", input: { nums: [-10, -10] } },
  ];
}
