// Hidden tests at the stated limits (30 stones of weight up to 1000): random weights, all at the
// maximum, all equal (everything cancels), sorted and reverse-sorted input, one giant against many
// small stones, and the minimum of one stone.

export default function generate(rng) {
  const n = 30;
  return [
    { label: "30 random stones", input: { stones: rng.ints(n, 1, 1000) } },
    { label: "30 stones of weight 1000: all cancel", input: { stones: Array(n).fill(1000) } },
    { label: "30 stones, sorted ascending", input: { stones: rng.ints(n, 1, 1000).sort((a, b) => a - b) } },
    { label: "30 stones, sorted descending", input: { stones: rng.ints(n, 1, 1000).sort((a, b) => b - a) } },
    { label: "one stone of 1000 against 29 small ones", input: { stones: rng.shuffle([1000, ...rng.ints(n - 1, 1, 30)]) } },
    { label: "29 stones of one weight and one other", input: { stones: rng.shuffle([...Array(n - 1).fill(rng.int(1, 1000)), rng.int(1, 1000)]) } },
    { label: "one stone", input: { stones: [rng.int(1, 1000)] } },
  ];
}
