// Hidden tests at the stated limit (50 x 50): random boards of several densities, a board full of
// mines, one without any, holes ringed by eight mines, a checkerboard, the 1 x 50 and 50 x 1 strips,
// and 50 rows of length 0.

const N = 50;

const board = (rows, cols, f) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (f(r, c) ? "*" : " ")).join(""));

export default function generate(rng) {
  const n = N;
  return [
    { label: "50 x 50, random, 20% mines", input: { minefield: board(n, n, () => rng.bool(0.2)) } },
    { label: "50 x 50, random, 50% mines", input: { minefield: board(n, n, () => rng.bool(0.5)) } },
    { label: "50 x 50, all mines", input: { minefield: board(n, n, () => true) } },
    { label: "50 x 50, no mines: every square stays a space", input: { minefield: board(n, n, () => false) } },
    {
      label: "50 x 50, mines everywhere but isolated holes: many 8s, 5s and 3s",
      input: { minefield: board(n, n, (r, c) => !(r % 2 === 1 && c % 2 === 1)) },
    },
    { label: "50 x 50 checkerboard", input: { minefield: board(n, n, (r, c) => (r + c) % 2 === 0) } },
    { label: "1 x 50, random", input: { minefield: board(1, n, () => rng.bool(0.4)) } },
    { label: "50 x 1, random", input: { minefield: board(n, 1, () => rng.bool(0.4)) } },
    { label: "50 rows of length 0", input: { minefield: new Array(n).fill("") } },
  ];
}
