// Hidden tests at the stated limits (200 x 200, values up to 2^31 - 1): increasing routes that
// snake through the whole grid (40000 cells long), grids rising to the right and down where the
// number of increasing paths explodes, random and tied values, all equal, and the smallest grids.
// Walking every increasing path from every cell without remembering results is exponential here.

const MAX = 2 ** 31 - 1;

const grid = (m, n, value) => Array.from({ length: m }, (_, r) => Array.from({ length: n }, (_, c) => value(r, c)));

/** Row by row, left to right then right to left: the position of (r, c) along that route. */
const boustrophedon = (n) => (r, c) => r * n + (r % 2 === 0 ? c : n - 1 - c);

/** The cells of an m x n grid in clockwise spiral order from the top-left corner, inwards. */
function spiralRank(m, n) {
  const rank = grid(m, n, () => -1);
  let top = 0, bottom = m - 1, left = 0, right = n - 1, k = 0;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) rank[top][c] = k++;
    for (let r = top + 1; r <= bottom; r++) rank[r][right] = k++;
    if (top < bottom) for (let c = right - 1; c >= left; c--) rank[bottom][c] = k++;
    if (left < right) for (let r = bottom - 1; r > top; r--) rank[r][left] = k++;
    top++; bottom--; left++; right--;
  }
  return rank;
}

export default function generate(rng) {
  const N = 200;
  const snake = boustrophedon(N);
  const spiral = spiralRank(N, N);
  // A snake whose values decrease along the route, at the top of the value range, with random
  // gaps: the path runs from the last cell of the route back to the first.
  const gaps = [];
  let v = MAX;
  for (let i = 0; i < N * N; i++) {
    gaps.push(v);
    v -= rng.int(1, 50_000);
  }
  return [
    {
      label: "200 x 200, values rise along a row-by-row serpentine route: the path covers all 40000 cells",
      input: { matrix: grid(N, N, snake) },
    },
    {
      label: "200 x 200, values fall along an inward spiral, starting at 2^31 - 1: the path is the whole spiral, outwards",
      input: { matrix: grid(N, N, (r, c) => MAX - spiral[r][c]) },
    },
    {
      label: "200 x 200, a column-by-column serpentine route with random decreasing gaps from 2^31 - 1",
      input: { matrix: grid(N, N, (r, c) => gaps[snake(c, r)]) },
    },
    {
      label: "200 x 200, values r + c: they rise right and down, a huge number of increasing paths of 399 cells",
      input: { matrix: grid(N, N, (r, c) => r + c) },
    },
    { label: "200 x 200, random values in [0, 2^31 - 1]", input: { matrix: grid(N, N, () => rng.int(0, MAX)) } },
    { label: "200 x 200, random values in [0, 3]: many ties, which never extend a path", input: { matrix: grid(N, N, () => rng.int(0, 3)) } },
    { label: "200 x 200, all values 2^31 - 1: the answer is 1", input: { matrix: grid(N, N, () => MAX) } },
    { label: "200 x 200, a checkerboard of 0 and 2^31 - 1: the answer is 2", input: { matrix: grid(N, N, (r, c) => ((r + c) % 2 ? MAX : 0)) } },
    { label: "1 x 200, strictly decreasing: the path is the whole row, right to left", input: { matrix: [Array.from({ length: N }, (_, c) => N - c)] } },
    { label: "200 x 1, rising then falling: the peak in the middle", input: { matrix: grid(N, 1, (r) => Math.min(r, N - 1 - r)) } },
    { label: "1 x 1, the largest value", input: { matrix: [[MAX]] } },
  ];
}
