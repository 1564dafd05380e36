// Hidden tests at the stated limit (n = 50, heights a permutation of 0..2499): long winding routes
// that need moves up and left, answers near the top of the range, and the smallest grids. Checking
// every time t with a fresh flood fill costs O(n^4) here.

const N = 50;

/** The cells of a serpentine corridor from (0, 0) to (n - 1, n - 1): rows 0, 2, 4, ... are open
 * and the wall row between two of them has one gap, alternately at the right and the left end. */
function snakePath(n) {
  const path = [];
  for (let r = 0; r < n; r += 2) {
    const leftToRight = (r / 2) % 2 === 0;
    for (let k = 0; k < n; k++) path.push([r, leftToRight ? k : n - 1 - k]);
    if (r + 1 < n) path.push([r + 1, leftToRight ? n - 1 : 0]);
  }
  return path;
}

/** A grid whose cells on `path` hold the heights 0..path.length - 1 in the order `order` gives,
 * and every other cell a higher height, shuffled. */
function corridor(rng, n, path, order) {
  const grid = Array.from({ length: n }, () => new Array(n).fill(-1));
  path.forEach(([r, c], i) => {
    grid[r][c] = order[i];
  });
  const rest = rng.shuffle(Array.from({ length: n * n - path.length }, (_, i) => path.length + i));
  let k = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (grid[r][c] < 0) grid[r][c] = rest[k++];
  return grid;
}

const transpose = (grid) => grid[0].map((_, c) => grid.map((row) => row[c]));

function randomGrid(rng, n) {
  const values = rng.permutation(n * n);
  return Array.from({ length: n }, (_, r) => values.slice(r * n, r * n + n));
}

export default function generate(rng) {
  const n = N;
  const snake = snakePath(n); // 1275 cells for n = 50
  const L = snake.length;

  // The start is the lowest cell and the target the highest: the answer is n^2 - 1, and by then
  // the water has long covered nearly the whole grid.
  const highTarget = randomGrid(rng, n);
  const place = (grid, value, r0, c0) => {
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        if (grid[r][c] === value) [grid[r][c], grid[r0][c0]] = [grid[r0][c0], value];
  };
  place(highTarget, 0, 0, 0);
  place(highTarget, n * n - 1, n - 1, n - 1);

  // The start is the highest cell: nothing can begin before time n^2 - 1.
  const highStart = randomGrid(rng, n);
  place(highStart, n * n - 1, 0, 0);

  // The snake's peak sits halfway along it, lower cells all around it: a route that leaves the
  // corridor meets a higher wall.
  const peaked = rng.shuffle(Array.from({ length: L }, (_, i) => i));
  const mid = Math.floor(L / 2);
  const at = peaked.indexOf(L - 1);
  [peaked[at], peaked[mid]] = [peaked[mid], peaked[at]];

  return [
    { label: "n = 50, random heights", input: { grid: randomGrid(rng, n) } },
    {
      label: "n = 50, a serpentine corridor of rising heights (1275 cells, left moves needed), walls higher",
      input: { grid: corridor(rng, n, snake, snake.map((_, i) => i)) },
    },
    {
      label: "n = 50, a vertical serpentine corridor (up moves needed), its peak halfway along",
      input: { grid: transpose(corridor(rng, n, snake, peaked)) },
    },
    {
      label: "n = 50, heights rising in row-major order: the answer is the target's n^2 - 1",
      input: { grid: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => r * n + c)) },
    },
    {
      label: "n = 50, heights rising column by column: the route runs down the first column",
      input: { grid: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => c * n + r)) },
    },
    {
      label: "n = 50, heights rising row by row in alternating directions (a boustrophedon over the whole grid)",
      input: {
        grid: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => r * n + (r % 2 === 0 ? c : n - 1 - c))),
      },
    },
    { label: "n = 50, random heights, the start the lowest cell and the target the highest", input: { grid: highTarget } },
    { label: "n = 50, random heights, the start is the highest cell", input: { grid: highStart } },
    { label: "n = 1", input: { grid: [[0]] } },
    { label: "n = 2, the start is the highest cell", input: { grid: [[3, 1], [0, 2]] } },
  ];
}
