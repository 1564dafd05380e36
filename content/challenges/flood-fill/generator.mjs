// Hidden tests at the stated limit (50 x 50): fills that wind along spiral and serpentine corridors
// one pixel wide (1250 pixels long), whole-image fills, a fill whose colour is already the old one,
// a checkerboard that stops at once, and the 1 x n, n x 1 and 1 x 1 images.

const N = 50;
const WALL = 65535;

/** A spiral corridor of `path` pixels inside walls: ring k of the image (k even) is corridor except
 * pixel (k, k + 1); ring k + 1 is wall except pixel (k + 1, k + 2), which links the two rings.
 * Returns the grid and the innermost end of the corridor. */
function spiral(n, path, wall) {
  const img = Array.from({ length: n }, () => new Array(n).fill(wall));
  let end = [0, 0];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const k = Math.min(r, c, n - 1 - r, n - 1 - c);
      if (k % 2 === 0 && !(r === k && c === k + 1)) img[r][c] = path;
      if (k % 2 === 1 && r === k && c === k + 1) img[r][c] = path;
    }
  const inner = (n >> 1) - 1 - (((n >> 1) - 1) % 2); // the innermost corridor ring
  end = [n - 1 - inner, n - 1 - inner];
  return { img, end };
}

/** Rows 0, 2, 4, ... are corridor; the wall row between two of them opens at the right end, then
 * at the left end, alternately. */
function rowSnake(n, path, wall) {
  return Array.from({ length: n }, (_, r) => {
    if (r % 2 === 0) return new Array(n).fill(path);
    const row = new Array(n).fill(wall);
    row[((r - 1) / 2) % 2 === 0 ? n - 1 : 0] = path;
    return row;
  });
}

const transpose = (g) => g[0].map((_, c) => g.map((row) => row[c]));
const filled = (rows, cols, v) => Array.from({ length: rows }, () => new Array(cols).fill(v));

export default function generate(rng) {
  const n = N;
  const tests = [];

  const sp = spiral(n, 0, WALL);
  tests.push({
    label: "50 x 50, a spiral corridor one pixel wide, filled from its innermost end with the walls' colour",
    input: { image: sp.img, sr: sp.end[0], sc: sp.end[1], color: WALL },
  });

  // The last corridor row (48) runs from the left, so its end is (48, 49) or (48, 0).
  const snake = rowSnake(n, 7, 3);
  const lastRow = n % 2 === 0 ? n - 2 : n - 1;
  const lastCol = (lastRow / 2) % 2 === 0 ? n - 1 : 0;
  tests.push({
    label: "50 x 50, a serpentine corridor filled from its far end, so the fill runs up and left",
    input: { image: snake, sr: lastRow, sc: lastCol, color: 65534 },
  });
  tests.push({
    label: "50 x 50, a vertical serpentine corridor filled from its far end",
    input: { image: transpose(rowSnake(n, 0, 1)), sr: lastCol, sc: lastRow, color: 1 },
  });

  tests.push({
    label: "50 x 50, one colour everywhere, filled from the bottom-right corner",
    input: { image: filled(n, n, 42), sr: n - 1, sc: n - 1, color: 0 },
  });
  tests.push({
    label: "50 x 50, one colour everywhere and the new colour is the same: nothing changes",
    input: { image: filled(n, n, 65535), sr: rng.int(0, n - 1), sc: rng.int(0, n - 1), color: 65535 },
  });

  const random = Array.from({ length: n }, () => Array.from({ length: n }, () => (rng.bool(0.62) ? 5 : rng.int(0, 4))));
  tests.push({
    label: "50 x 50, random pixels, 62% of them the start's colour",
    input: { image: random, sr: 25, sc: 25, color: 4 },
  });

  tests.push({
    label: "50 x 50 checkerboard: only the start pixel changes",
    input: { image: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r + c) % 2)), sr: 0, sc: 0, color: 1 },
  });

  const row = new Array(n).fill(9);
  row[rng.int(5, 20)] = 8;
  tests.push({ label: "1 x 50, filled from the right end up to one odd pixel", input: { image: [row], sr: 0, sc: n - 1, color: 8 } });
  tests.push({ label: "50 x 1, one colour, filled from the bottom", input: { image: filled(n, 1, 0), sr: n - 1, sc: 0, color: 65535 } });
  tests.push({ label: "1 x 1", input: { image: [[65535]], sr: 0, sc: 0, color: 0 } });
  return tests;
}
