// Hidden tests at the stated limit (10 x 10): a single rotten corner in a full crate, a winding
// corridor that makes the rot travel through every fresh orange in turn, rot from two far corners,
// many sources at once, a fresh orange walled off at the far end, crates with nothing to rot, and
// one-row, one-column and two-cell crates.

const M = 10;
const N = 10;

function crate(rows, cols, cell) {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c)));
}

export default function generate(rng) {
  // Even rows are full; odd rows keep one orange, alternately at the right and the left end.
  const snake = crate(M, N, (r, c) => (r % 2 === 0 || (r % 4 === 1 ? c === N - 1 : c === 0) ? 1 : 0));
  snake[0][0] = 2;

  // Random fresh and empty cells with a few rotten ones; the bottom-right orange is fenced off.
  const fenced = crate(M, N, () => rng.pick([1, 1, 1, 0, 2]));
  fenced[M - 1][N - 1] = 1;
  fenced[M - 2][N - 1] = 0;
  fenced[M - 1][N - 2] = 0;

  // Rotten and fresh in a checkerboard: everything rots in the first minute.
  const board = crate(M, N, (r, c) => ((r + c) % 2 === 0 ? 2 : 1));

  const oneRotten = crate(M, N, () => 1);
  oneRotten[0][0] = 2;
  const twoCorners = crate(M, N, () => 1);
  twoCorners[0][0] = 2;
  twoCorners[M - 1][N - 1] = 2;

  return [
    { label: "10 x 10, all fresh but the top-left corner: 18 minutes", input: { grid: oneRotten } },
    { label: "10 x 10, a one-cell-wide corridor winding through every row, rot at its start", input: { grid: snake } },
    { label: "10 x 10, rot in two opposite corners meets in the middle", input: { grid: twoCorners } },
    { label: "10 x 10, random with several rotten oranges, the bottom-right one walled off: -1", input: { grid: fenced } },
    { label: "10 x 10, rotten and fresh in a checkerboard: 1 minute", input: { grid: board } },
    { label: "10 x 10, all fresh and nothing rotten: -1", input: { grid: crate(M, N, () => 1) } },
    { label: "10 x 10, all rotten: 0", input: { grid: crate(M, N, () => 2) } },
    { label: "1 x 10, rot at the right end, fresh up to the left end", input: { grid: [[1, 1, 1, 1, 1, 1, 1, 1, 1, 2]] } },
    { label: "10 x 1, rot in the middle, an empty cell cuts off the top four: -1", input: { grid: [[1], [1], [1], [1], [0], [2], [1], [1], [1], [0]] } },
    { label: "1 x 2, one fresh next to one rotten: 1", input: { grid: [[1, 2]] } },
  ];
}
