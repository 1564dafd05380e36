// Hidden tests at the stated limits (3 * 10^4 children and cookies, values up to 2^31 - 1):
// random values over the whole range, everything at the maximum, cookies one short of every
// child, no cookies at all, cookies in the opposite order of the children (first-fit in input
// order serves only half), many more cookies than children, and the smallest inputs.

const MAX = 2_147_483_647;

export default function generate(rng) {
  const n = 30_000;
  const rising = Array.from({ length: n }, (_, i) => i + 1);
  const falling = Array.from({ length: n }, (_, i) => n - i);
  return [
    { label: "3 * 10^4 children and cookies, random over the whole range", input: { g: rng.ints(n, 1, MAX), s: rng.ints(n, 1, MAX) } },
    { label: "3 * 10^4 of each, everything at 2^31 - 1: all served", input: { g: Array(n).fill(MAX), s: Array(n).fill(MAX) } },
    { label: "3 * 10^4 children at 2^31 - 1, 10^4 cookies one short: nobody served", input: { g: Array(n).fill(MAX), s: Array(10_000).fill(MAX - 1) } },
    { label: "3 * 10^4 children, no cookies", input: { g: rng.ints(n, 1, 1000), s: [] } },
    { label: "3 * 10^4 of each, children rising, cookies falling: first fit in input order serves half", input: { g: rising, s: falling } },
    { label: "3 * 10^4 of each, small values with many ties", input: { g: rng.ints(n, 1, 10), s: rng.ints(n, 1, 10) } },
    { label: "100 children, 3 * 10^4 cookies: all but the greediest few served", input: { g: rng.ints(100, 1, 1_000_000), s: rng.ints(n, 1, 990_000) } },
    { label: "3 * 10^4 children, 100 cookies: at most 100 served", input: { g: rng.ints(n, 1, 1_000_000), s: rng.ints(100, 1, 1_000_000) } },
    { label: "3 * 10^4 of each, cookies shifted one below: all but one served", input: { g: rng.shuffle(rising.slice()), s: rng.shuffle(rising.map((x) => Math.max(1, x - 1))) } },
    { label: "1 child, no cookie", input: { g: [MAX], s: [] } },
    { label: "1 child, 1 cookie of the same size", input: { g: [1], s: [1] } },
  ];
}
