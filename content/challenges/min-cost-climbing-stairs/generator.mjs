// Hidden tests at the stated limits (1000 steps, costs 0..999): trying both moves at every step
// without remembering results explores about 2^1000 paths. Also all costs equal (at 0 and at 999),
// alternating cheap and expensive steps, pairs of expensive steps that cannot both be skipped, a
// trap for always moving to the cheaper of the next two steps, and the minimum sizes.

export default function generate(rng) {
  const n = 1000;
  const MAX = 999;

  // Greedy trap: the next step is cheap but leads into a wall of two expensive steps.
  const trap = [];
  while (trap.length < n) trap.push(1, 2, MAX, MAX, 0);
  trap.length = n;

  // Two expensive steps in a row every third step: one of them must be paid.
  const pairs = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? rng.int(0, 9) : rng.int(900, MAX)));

  return [
    { label: "n = 1000, random costs over the whole range", input: { cost: rng.ints(n, 0, MAX) } },
    { label: "n = 1000, random costs 0..9", input: { cost: rng.ints(n, 0, 9) } },
    { label: "n = 1000, every cost is 999", input: { cost: Array(n).fill(MAX) } },
    { label: "n = 1000, every cost is 0", input: { cost: Array(n).fill(0) } },
    { label: "n = 1000, alternating 0 and 999", input: { cost: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 0 : MAX)) } },
    { label: "n = 1000, two expensive steps after every cheap one", input: { cost: pairs } },
    { label: "n = 1000, the cheaper next step leads to two expensive ones", input: { cost: trap } },
    { label: "n = 1000, costs rising", input: { cost: Array.from({ length: n }, (_, i) => i) } },
    { label: "n = 2", input: { cost: [rng.int(0, MAX), rng.int(0, MAX)] } },
    { label: "n = 3, the middle step is the only one needed", input: { cost: [MAX, 0, MAX] } },
  ];
}
