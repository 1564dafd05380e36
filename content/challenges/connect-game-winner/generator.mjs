// Hidden tests at the stated limit (20 x 20 cells): boards where one player holds a huge region
// that never reaches the far edge (exploring every path separately explodes there), serpentine
// chains that win only at the very end, random full boards (exactly one winner) and sparse ones,
// and the 1 x n, n x 1 and 1 x 1 boards.

const N = 20;

/** Row i gets i leading spaces and its cells separated by single spaces. */
const render = (cells) => cells.map((row, i) => " ".repeat(i) + row.join(" "));
const make = (rows, cols, f) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)));

export default function generate(rng) {
  const n = N;
  // X corridors in even columns, joined alternately at the bottom and the top through one X of the
  // odd column between them; the rest is O. The chain reaches column 19 only at its very end.
  const xSnake = make(n, n, (r, c) => {
    if (c % 2 === 0) return "X";
    const bottom = ((c - 1) / 2) % 2 === 0;
    return r === (bottom ? n - 1 : 0) ? "X" : "O";
  });
  // The same for O, turned: O corridors in even rows, joined alternately at the right and the left.
  const oSnake = make(n, n, (r, c) => {
    if (r % 2 === 0) return "O";
    const right = ((r - 1) / 2) % 2 === 0;
    return c === (right ? n - 1 : 0) ? "O" : "X";
  });
  const row1 = Array.from({ length: n }, () => "X");
  row1[rng.int(0, n - 1)] = ".";
  const column = Array.from({ length: n }, () => ["."]);
  column[n - 1][0] = "X";
  return [
    {
      label: "20 x 20, X everywhere but an empty last column: no winner",
      input: { board: render(make(n, n, (r, c) => (c === n - 1 ? "." : "X"))) },
    },
    {
      label: "20 x 20, O everywhere but an empty last row: no winner",
      input: { board: render(make(n, n, (r) => (r === n - 1 ? "." : "O"))) },
    },
    { label: "20 x 20, X wins along a serpentine chain of 10 columns", input: { board: render(xSnake) } },
    { label: "20 x 20, O wins along a serpentine chain of 10 rows", input: { board: render(oSnake) } },
    {
      label: "20 x 20, random full board (a full Hex board has exactly one winner)",
      input: { board: render(make(n, n, () => (rng.bool() ? "X" : "O"))) },
    },
    {
      label: "20 x 20, random board, 30% X, 30% O, the rest empty",
      input: { board: render(make(n, n, () => rng.pick(["X", "X", "X", "O", "O", "O", ".", ".", ".", "."]))) },
    },
    { label: "1 x 20, X everywhere but one empty cell: no winner", input: { board: render([row1]) } },
    { label: "1 x 20, a single O reaches top and bottom at once", input: { board: render([make(1, n, (r, c) => (c === 7 ? "O" : "."))[0]]) } },
    { label: "20 x 1, a single X at the bottom touches both sides", input: { board: render(column) } },
    { label: "1 x 1, empty", input: { board: ["."] } },
  ];
}
