// Hidden tests up to the stated limit n = 5 * 10^6: ten of them at 4 * 10^6 or more, where trial
// division of every number (about a second each even in C++) runs far out of time. n equal to a
// prime (not counted), one above a prime, and the smallest n (0, 1, 2, 3).

const MAX = 5_000_000;

export default function generate(rng) {
  return [
    { label: "n = 5 * 10^6: the largest input", input: { n: MAX } },
    { label: "n = 4999999, the largest prime in range: it must not be counted", input: { n: 4_999_999 } },
    { label: "n = 4999964: one above the prime 4999963, which now counts", input: { n: 4_999_964 } },
    { label: "n = 4999998: an even n just below the limit", input: { n: 4_999_998 } },
    { label: "n = 4999914: one above the prime 4999913", input: { n: 4_999_914 } },
    { label: "a random n within 10^5 of the limit", input: { n: rng.int(4_900_000, MAX) } },
    { label: "a random n within 5 * 10^5 of the limit", input: { n: rng.int(4_500_000, MAX) } },
    { label: "a random n in the upper fifth of the range", input: { n: rng.int(4_000_000, MAX) } },
    { label: "a random odd n in the upper half of the range", input: { n: 2 * rng.int(1_250_000, 2_499_999) + 1 } },
    { label: "n = 2^22", input: { n: 4_194_304 } },
    { label: "n = 4 * 10^6: a round number", input: { n: 4_000_000 } },
    { label: "n = 3", input: { n: 3 } },
    { label: "n = 0: no numbers at all", input: { n: 0 } },
    { label: "n = 1", input: { n: 1 } },
    { label: "n = 2: 2 itself is not below n", input: { n: 2 } },
  ];
}
