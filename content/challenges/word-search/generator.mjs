// Hidden tests at the stated limits (6 x 6 boards, words of 15 letters). The all-'A' boards are the
// worst case of a DFS without pruning (every path of 14 'A's is walked before the missing last letter
// fails); a board walled into two regions of 14 cells defeats both the letter count and starting from
// the rarer end. Random boards hide a word along a random path; upper and lower case differ.

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1]];

function fill(rows, cols, ch) {
  return Array.from({ length: rows }, () => Array(cols).fill(ch));
}

function randomBoard(rng, rows, cols, alphabet) {
  return Array.from({ length: rows }, () => rng.string(cols, alphabet).split(""));
}

// A random path of `length` distinct, 4-adjacent cells (retries until one is found).
function randomPath(rng, rows, cols, length) {
  for (;;) {
    const path = [[rng.int(0, rows - 1), rng.int(0, cols - 1)]];
    const used = new Set([path[0].join()]);
    while (path.length < length) {
      const [r, c] = path[path.length - 1];
      const next = DIRS.map(([dr, dc]) => [r + dr, c + dc]).filter(
        ([nr, nc]) => nr >= 0 && nc >= 0 && nr < rows && nc < cols && !used.has(`${nr},${nc}`),
      );
      if (next.length === 0) break;
      const cell = rng.pick(next);
      path.push(cell);
      used.add(cell.join());
    }
    if (path.length === length) return path;
  }
}

function wordAlong(board, path) {
  return path.map(([r, c]) => board[r][c]).join("");
}

export default function generate(rng) {
  const A14 = "A".repeat(14);

  const oneB = fill(6, 6, "A");
  oneB[5][5] = "B";

  // Two regions of 14 'A's, split by a diagonal wall of 8 'B's: no path of 15 'A's exists.
  const walled = fill(6, 6, "A");
  for (const [r, c] of [[2, 0], [2, 1], [2, 2], [3, 3], [3, 4], [3, 5], [2, 5], [3, 0]]) walled[r][c] = "B";

  const ab = randomBoard(rng, 6, 6, "ab");
  const abWord = wordAlong(ab, randomPath(rng, 6, 6, 15));
  const ab2 = randomBoard(rng, 6, 6, "ab");
  const ab2Path = wordAlong(ab2, randomPath(rng, 6, 6, 15));
  const ab2Word = ab2Path.slice(0, 14) + (ab2Path[14] === "a" ? "b" : "a");

  const cased = randomBoard(rng, 6, 6, "aAbB");
  const casedWord = wordAlong(cased, randomPath(rng, 6, 6, 15));
  const flipped = casedWord
    .split("")
    .map((ch, i) => (i === 7 ? (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) : ch))
    .join("");

  const letters = randomBoard(rng, 6, 6, LETTERS);
  const lettersWord = wordAlong(letters, randomPath(rng, 6, 6, 15));

  const row = rng.string(6, LETTERS);
  const column = rng.string(6, LETTERS);

  return [
    { label: "6 x 6 all 'A', word of 14 'A's then a missing 'B'", input: { board: fill(6, 6, "A"), word: `${A14}B` } },
    { label: "6 x 6 all 'A', word starting with a missing 'B'", input: { board: fill(6, 6, "A"), word: `B${A14}` } },
    { label: "6 x 6 all 'A' but one 'B' in a corner, 14 'A's then 'B'", input: { board: oneB, word: `${A14}B` } },
    { label: "6 x 6 all 'A', word of 15 'A's", input: { board: fill(6, 6, "A"), word: "A".repeat(15) } },
    { label: "6 x 6 walled into two regions of 14 'A's, word of 15 'A's", input: { board: walled, word: "A".repeat(15) } },
    { label: "6 x 6 random over 'ab', a 15-letter word along a path", input: { board: ab, word: abWord } },
    { label: "6 x 6 random over 'ab', a path's word with its last letter changed", input: { board: ab2, word: ab2Word } },
    { label: "6 x 6 random over 'aAbB', a 15-letter word along a path", input: { board: cased, word: casedWord } },
    { label: "6 x 6 random over 'aAbB', the same word with one letter's case flipped", input: { board: cased, word: flipped } },
    { label: "6 x 6 random letters, a 15-letter word along a path", input: { board: letters, word: lettersWord } },
    { label: "6 x 6 random letters, a random 15-letter word", input: { board: letters, word: rng.string(15, LETTERS) } },
    { label: "1 x 1 board, the same letter", input: { board: [["z"]], word: "z" } },
    { label: "1 x 1 board, other case", input: { board: [["z"]], word: "Z" } },
    { label: "1 x 1 board, a 15-letter word", input: { board: [["q"]], word: "q".repeat(15) } },
    { label: "1 x 6 board, the row read backwards", input: { board: [row.split("")], word: row.split("").reverse().join("") } },
    { label: "6 x 1 board, the column read downwards", input: { board: column.split("").map((ch) => [ch]), word: column } },
  ];
}
