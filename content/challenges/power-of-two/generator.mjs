// Hidden tests over the whole range -2^31 <= n <= 2^31 - 1: -2^31, whose two's-complement form
// has a single 1 bit like a power of two; the largest power of two (2^30) and its neighbours;
// 2^31 - 1 (all ones); negative powers of two; a random power of two and a random multiple of
// three times one; zero, one and minus one.

const MIN = -(2 ** 31);
const MAX = 2 ** 31 - 1;

export default function generate(rng) {
  const k = rng.int(10, 29);
  const j = rng.int(1, 28);
  return [
    { label: "n = -2^31: a single 1 bit in two's complement, but negative", input: { n: MIN } },
    { label: "n = 2^30: the largest power of two in range", input: { n: 2 ** 30 } },
    { label: "n = 2^30 - 1: thirty 1 bits", input: { n: 2 ** 30 - 1 } },
    { label: "n = 2^30 + 1: two 1 bits far apart", input: { n: 2 ** 30 + 1 } },
    { label: "n = 2^31 - 1: all 31 bits set", input: { n: MAX } },
    { label: "n = -2^30: minus a power of two", input: { n: -(2 ** 30) } },
    { label: "a random power of two", input: { n: 2 ** k } },
    { label: "3 * 2^j: even many times over, then odd", input: { n: 3 * 2 ** j } },
    { label: "a random n in the whole range", input: { n: rng.int(MIN, MAX) } },
    { label: "n = 0: no 1 bit at all", input: { n: 0 } },
    { label: "n = 1 = 2^0", input: { n: 1 } },
    { label: "n = -1: every bit set", input: { n: -1 } },
  ];
}
