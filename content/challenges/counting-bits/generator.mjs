// Hidden tests at the stated limit (n = 10^5) and around powers of two, where the count of ones
// drops back to 1; plus the smallest inputs.
export default function generate(rng) {
  return [
    { label: "n = 10^5, the maximum", input: { n: 100_000 } },
    { label: "n = 2^16 - 1: the last value has 16 ones", input: { n: 65_535 } },
    { label: "n = 2^16: the last value is a power of two", input: { n: 65_536 } },
    { label: "n a random value near the maximum", input: { n: rng.int(90_000, 99_999) } },
    { label: "n = 0", input: { n: 0 } },
    { label: "n = 1", input: { n: 1 } },
  ];
}
