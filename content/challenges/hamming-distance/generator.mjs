// Hidden tests over the whole range 0 <= x, y <= 2^31 - 1: the two extremes (all 31 bits differ),
// equal numbers (distance 0), complementary alternating patterns, differences only in bit 30 or
// bit 0, random pairs, and zero against zero.

const MAX = 2 ** 31 - 1;

export default function generate(rng) {
  const v = rng.int(0, MAX);
  return [
    { label: "x = 0, y = 2^31 - 1: all 31 bits differ", input: { x: 0, y: MAX } },
    { label: "x = 2^31 - 1, y = 0: the same, swapped", input: { x: MAX, y: 0 } },
    { label: "x = y = 2^31 - 1: distance 0", input: { x: MAX, y: MAX } },
    { label: "0x55555555 and 0x2AAAAAAA: complementary alternating bits", input: { x: 0x55555555, y: 0x2aaaaaaa } },
    { label: "differ only in bit 30", input: { x: MAX, y: MAX - 2 ** 30 } },
    { label: "differ only in bit 0", input: { x: 2 ** 30, y: 2 ** 30 + 1 } },
    { label: "a random number against itself", input: { x: v, y: v } },
    { label: "a random pair in the whole range", input: { x: rng.int(0, MAX), y: rng.int(0, MAX) } },
    { label: "a random pair above 2^30", input: { x: rng.int(2 ** 30, MAX), y: rng.int(2 ** 30, MAX) } },
    { label: "x = 0, y = 0: the smallest input", input: { x: 0, y: 0 } },
  ];
}
