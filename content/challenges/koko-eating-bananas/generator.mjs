// Hidden tests at the stated limits (10^4 piles of up to 10^9 bananas, h up to 10^9). Several
// answers sit near 10^9, where trying speeds one by one from 1 costs about 10^13 steps; at low
// speeds the total hours pass 2^31, which a 32-bit counter cannot hold.

const MAX = 1_000_000_000;

export default function generate(rng) {
  const n = 10_000;
  const oneBig = Array(n).fill(1);
  oneBig[rng.int(0, n - 1)] = MAX;
  const increasing = rng.ints(n, 1, MAX).sort((a, b) => a - b);
  return [
    { label: "n = 10^4, every pile 10^9, h = n: the answer is 10^9", input: { piles: Array(n).fill(MAX), h: n } },
    { label: "n = 10^4, random piles, h = n: the answer is the largest pile", input: { piles: rng.ints(n, 1, MAX), h: n } },
    { label: "n = 10^4, random piles, h = 10^9", input: { piles: rng.ints(n, 1, MAX), h: MAX } },
    { label: "n = 10^4, every pile 10^9, h = 10^9: the hours pass 2^31 at low speeds", input: { piles: Array(n).fill(MAX), h: MAX } },
    { label: "n = 10^4, one pile of 10^9 among piles of 1, h = n + 1", input: { piles: oneBig, h: n + 1 } },
    { label: "n = 10^4, increasing piles, h = 3n + 17", input: { piles: increasing, h: 3 * n + 17 } },
    { label: "n = 10^4, random piles, h between n and 2n", input: { piles: rng.ints(n, MAX / 2, MAX), h: rng.int(n + 1, 2 * n) } },
    { label: "n = 10^4, every pile 1, h = 10^9: the answer is 1", input: { piles: Array(n).fill(1), h: MAX } },
    { label: "n = 1, a pile of 10^9 in one hour", input: { piles: [MAX], h: 1 } },
    { label: "n = 1, a pile of 10^9 in two hours", input: { piles: [MAX], h: 2 } },
    { label: "n = 1, a pile of 1", input: { piles: [1], h: 1 } },
  ];
}
