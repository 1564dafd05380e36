// Hidden tests at the stated limit (100 x 100): the whole map as land, one-cell-wide serpentine and
// spiral islands and a comb (long coastlines), a random island without lakes, the 1 x n and n x 1
// maps, and a lone cell in a far corner. Every map holds exactly one island and no lakes.

const N = 100;

const grid = (rows, cols, f) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)));

/** Land rows 0, 2, 4, ... joined alternately at the right and at the left end. */
const serpentine = (n) =>
  grid(n, n, (r, c) => (r % 2 === 0 || c === (((r - 1) / 2) % 2 === 0 ? n - 1 : 0) ? 1 : 0));

/** A one-cell-wide spiral: ring k (k even) is land except cell (k, k + 1), ring k + 1 is water
 * except cell (k + 1, k + 2). The water rings all reach the border through the gaps. */
const spiral = (n) =>
  grid(n, n, (r, c) => {
    const k = Math.min(r, c, n - 1 - r, n - 1 - c);
    if (k % 2 === 0) return r === k && c === k + 1 ? 0 : 1;
    return r === k && c === k + 1 ? 1 : 0;
  });

/** Grows one island from a centre cell by adding water cells next to it, then fills its lakes. */
function randomIsland(rng, rows, cols, cells) {
  const g = grid(rows, cols, () => 0);
  const frontier = [[rows >> 1, cols >> 1]];
  let land = 0;
  while (land < cells && frontier.length > 0) {
    // Mostly the newest frontier cell, so the island grows long arms rather than a round blob.
    const k = rng.bool(0.8) ? frontier.length - 1 : rng.int(0, frontier.length - 1);
    const [r, c] = frontier[k];
    frontier[k] = frontier[frontier.length - 1];
    frontier.pop();
    if (g[r][c] === 1) continue;
    g[r][c] = 1;
    land++;
    for (const [a, b] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]])
      if (a >= 0 && a < rows && b >= 0 && b < cols && g[a][b] === 0) frontier.push([a, b]);
  }
  return fillLakes(g);
}

/** Turns every water cell that cannot reach the border into land. */
function fillLakes(g) {
  const rows = g.length;
  const cols = g[0].length;
  const outside = grid(rows, cols, () => false);
  const stack = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      if ((r === 0 || c === 0 || r === rows - 1 || c === cols - 1) && g[r][c] === 0) {
        outside[r][c] = true;
        stack.push([r, c]);
      }
  while (stack.length > 0) {
    const [r, c] = stack.pop();
    for (const [a, b] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]])
      if (a >= 0 && a < rows && b >= 0 && b < cols && g[a][b] === 0 && !outside[a][b]) {
        outside[a][b] = true;
        stack.push([a, b]);
      }
  }
  return grid(rows, cols, (r, c) => (g[r][c] === 1 || !outside[r][c] ? 1 : 0));
}

/** A random maze carved by depth-first search: the cells at even coordinates are joined by a
 * random spanning tree of one-cell-wide passages. The passages are one island (a tree) and the
 * walls all reach the border. */
function maze(rng, n) {
  const g = grid(n, n, () => 0);
  const m = (n + 1) >> 1; // nodes per side
  const seen = grid(m, m, () => false);
  const stack = [[0, 0]];
  seen[0][0] = true;
  g[0][0] = 1;
  while (stack.length > 0) {
    const [r, c] = stack[stack.length - 1];
    const next = [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]].filter(
      ([a, b]) => a >= 0 && a < m && b >= 0 && b < m && !seen[a][b],
    );
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [a, b] = rng.pick(next);
    seen[a][b] = true;
    g[2 * a][2 * b] = 1;
    g[r + a][c + b] = 1; // the cell between the two nodes
    stack.push([a, b]);
  }
  return fillLakes(g);
}

export default function generate(rng) {
  const n = N;
  return [
    { label: "100 x 100, all land: 400", input: { grid: grid(n, n, () => 1) } },
    { label: "100 x 100, a serpentine island one cell wide", input: { grid: serpentine(n) } },
    { label: "100 x 100, a spiral island one cell wide", input: { grid: spiral(n) } },
    {
      label: "100 x 100, a comb: the top row and a tooth down every other column",
      input: { grid: grid(n, n, (r, c) => (r === 0 || c % 2 === 0 ? 1 : 0)) },
    },
    { label: "100 x 100, a random island with long arms, about 6000 cells, lakes filled", input: { grid: randomIsland(rng, n, n, 6000) } },
    { label: "100 x 100, a random maze: one-cell-wide passages branching as a tree", input: { grid: maze(rng, n) } },
    { label: "1 x 100, all land: 202", input: { grid: [new Array(n).fill(1)] } },
    { label: "100 x 1, all land: 202", input: { grid: grid(n, 1, () => 1) } },
    {
      label: "100 x 100, one land cell in the bottom-right corner",
      input: { grid: grid(n, n, (r, c) => (r === n - 1 && c === n - 1 ? 1 : 0)) },
    },
  ];
}
