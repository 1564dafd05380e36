// Hidden tests over the whole range 1 <= n <= 2^31 - 1: the largest n, the largest digit-square
// sum (1999999999 -> 730), happy and unhappy values near the top of the range, and the smallest n.

const MAX = 2 ** 31 - 1;

function step(x) {
  let total = 0;
  for (; x > 0; x = Math.floor(x / 10)) total += (x % 10) ** 2;
  return total;
}

function happy(n) {
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    n = step(n);
  }
  return n === 1;
}

/** A random n in [lo, hi] that is happy (or not), as asked. */
function randomWith(rng, lo, hi, wanted) {
  for (;;) {
    const n = rng.int(lo, hi);
    if (happy(n) === wanted) return n;
  }
}

export default function generate(rng) {
  return [
    { label: "n = 2^31 - 1, the maximum (not happy)", input: { n: MAX } },
    { label: "n = 1999999999: the largest first step, 730", input: { n: 1_999_999_999 } },
    { label: "n = 10^9: happy after one step", input: { n: 1_000_000_000 } },
    { label: "a random happy n above 2 * 10^9", input: { n: randomWith(rng, 2_000_000_000, MAX, true) } },
    { label: "a random unhappy n above 2 * 10^9", input: { n: randomWith(rng, 2_000_000_000, MAX, false) } },
    { label: "a random happy n in the whole range", input: { n: randomWith(rng, 1, MAX, true) } },
    { label: "a random unhappy n in the whole range", input: { n: randomWith(rng, 1, MAX, false) } },
    { label: "n = 1: happy at once", input: { n: 1 } },
    { label: "n = 2: the smallest unhappy number", input: { n: 2 } },
  ];
}
