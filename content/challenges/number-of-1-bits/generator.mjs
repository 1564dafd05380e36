// Hidden tests over the whole range 1 <= n <= 2^31 - 1: the largest value (31 ones), the highest
// single bit, alternating patterns, values that use bit 30, random values, and the smallest n.

const MAX = 2 ** 31 - 1;

export default function generate(rng) {
  return [
    { label: "n = 2^31 - 1: all 31 bits set", input: { n: MAX } },
    { label: "n = 2^30: only the highest bit", input: { n: 2 ** 30 } },
    { label: "n = 2^31 - 2: every bit but the lowest", input: { n: MAX - 1 } },
    { label: "n = 0x2AAAAAAA: alternating bits, lowest clear", input: { n: 0x2aaaaaaa } },
    { label: "n = 2^30 + 1: the highest and the lowest bit", input: { n: 2 ** 30 + 1 } },
    { label: "a random n with bit 30 set", input: { n: rng.int(2 ** 30, MAX) } },
    { label: "a random n in the whole range", input: { n: rng.int(1, MAX) } },
    { label: "a random power of two minus one", input: { n: 2 ** rng.int(20, 30) - 1 } },
    { label: "n = 1: the smallest input", input: { n: 1 } },
  ];
}
