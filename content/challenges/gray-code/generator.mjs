// Hidden tests at the stated limits. The only input is n (1 <= n <= 16), so the largest tests are
// n = 16 and n = 15 (65536 and 32768 values, each with a vast number of valid codes), with
// n = 14, 13 and 12 on the way, and the smallest n = 1 and 2. The hand-written tests cover 1 to 11.
// No randomness is needed: rng stays unused.

export default function generate(_rng) {
  return [
    { label: "n = 16, the largest: 65536 values", input: { n: 16 } },
    { label: "n = 15: 32768 values", input: { n: 15 } },
    { label: "n = 14", input: { n: 14 } },
    { label: "n = 13", input: { n: 13 } },
    { label: "n = 12", input: { n: 12 } },
    { label: "n = 1, the smallest: [0, 1]", input: { n: 1 } },
    { label: "n = 2: one of the two square walks", input: { n: 2 } },
  ];
}
