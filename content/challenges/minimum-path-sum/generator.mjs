// Hidden tests at the stated limits (200 x 200, values 0..200): random grids, all values at the
// maximum, a greedy trap (free first moves that lead into a wall), a zero-cost staircase corridor
// through a grid of 200s, single rows and columns of 200, thin 2-wide grids and the 1 x 1 minimum.
// Each 200 x 200 grid alone has far too many paths for a recursion without memo.

const N = 200;
const MAX = 200;

function grid(m, n, value) {
  return Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, j) => value(i, j)));
}

export default function generate(rng) {
  // Free along the first row, which ends in a wall of 200s; the cheap route goes down the first
  // column and along the last row at cost 1 per cell.
  const trap = grid(N, N, (i, j) => {
    if (i === 0 && j < N - 1) return 0;
    if (j === 0 || i === N - 1) return 1;
    return MAX;
  });
  // A staircase of zeros (right, down, right, down, ...) through 200s, with random noise beside it.
  const stairs = grid(N, N, (i, j) => (j === i || j === i + 1 ? 0 : rng.int(150, MAX)));

  return [
    { label: "200 x 200, random values 0..200", input: { grid: grid(N, N, () => rng.int(0, MAX)) } },
    { label: "200 x 200, every value 200 (the largest answer)", input: { grid: grid(N, N, () => MAX) } },
    { label: "200 x 200, free first row leads into a wall: greedy fails", input: { grid: trap } },
    { label: "200 x 200, a zero staircase through expensive cells", input: { grid: stairs } },
    { label: "200 x 200, random values 0..3 (many equal paths)", input: { grid: grid(N, N, () => rng.int(0, 3)) } },
    { label: "1 x 200, every value 200", input: { grid: grid(1, N, () => MAX) } },
    { label: "200 x 1, random values", input: { grid: grid(N, 1, () => rng.int(0, MAX)) } },
    { label: "2 x 200, random values", input: { grid: grid(2, N, () => rng.int(0, MAX)) } },
    { label: "200 x 2, random values", input: { grid: grid(N, 2, () => rng.int(0, MAX)) } },
    { label: "1 x 1, value 0", input: { grid: [[0]] } },
    { label: "1 x 1, value 200", input: { grid: [[MAX]] } },
  ];
}
