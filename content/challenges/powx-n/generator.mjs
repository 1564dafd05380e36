// Hidden tests with exponents at the limits of a 32-bit int (|n| up to 2^31), where multiplying
// |n| times is far too slow. The promise |x^n| <= 10^4 then needs a base near 1 (or a result that
// vanishes); n = -2^31 catches negating n inside an int. Results of huge powers stay below 3: the
// rounding error of repeated squaring grows with n * |x^n| * 2^-52, and must stay far under 10^-5
// so that every correct method (built-in power, squaring, multiplying) agrees.

const NMIN = -(2 ** 31);
const NMAX = 2 ** 31 - 1;

function checked(x, n) {
  if (!(x > -100 && x < 100) || !(x !== 0 || n > 0) || !(Math.abs(x ** n) <= 1e4)) throw new Error(`bad ${x}^${n}`);
  return { x, n };
}

export default function generate(rng) {
  const nearOne = (sign, lo, hi) => checked(sign * (1 + rng.int(lo, hi) / 1e10), rng.int(2 ** 30, NMAX));
  return [
    { label: "x = 1.0000000005, n = 2^31 - 1: a base just above 1", input: checked(1.0000000005, NMAX) },
    { label: "x = -1, n = -2^31: negating n overflows an int", input: checked(-1, NMIN) },
    { label: "x = 0.9999999995, n = -2^31: a base below 1 to a large negative power", input: checked(0.9999999995, NMIN) },
    { label: "x = -1.0000000002, n = 2^31 - 1: a negative base to an odd power", input: checked(-1.0000000002, NMAX) },
    { label: "x = 2, n = -2^31: the result underflows to 0", input: checked(2, NMIN) },
    { label: "x = 0.99999, n = 2^31 - 1: the result underflows to 0", input: checked(0.99999, NMAX) },
    { label: "a random base just above 1, n near 2^31", input: nearOne(1, 1, 5) },
    { label: "a random base just below -1, n near 2^31", input: nearOne(-1, 1, 5) },
    { label: "x = 99.99999, n = 2: close to the 10^4 bound", input: checked(99.99999, 2) },
    { label: "x = 0, n = 1", input: checked(0, 1) },
  ];
}
