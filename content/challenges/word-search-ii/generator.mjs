// Hidden tests at the stated limits (12 x 12 boards, 3 * 10^4 distinct words of up to 10 letters).
// Boards of one letter are the worst case for searching each word on its own: every word shares
// a long run of 'a's with the board and fails only near its end. Random boards mix planted words
// (read along random paths) with absent ones; one board holds every word it is given.

const ABC = "abcdefghijklmnopqrstuvwxyz";
const NOT_A = ABC.slice(1);
const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const MAX_WORDS = 30000;

function fill(rows, cols, ch) {
  return Array.from({ length: rows }, () => Array(cols).fill(ch));
}

function randomBoard(rng, rows, cols, alphabet) {
  return Array.from({ length: rows }, () => rng.string(cols, alphabet).split(""));
}

// The letters along a random path of up to `length` distinct, 4-adjacent cells.
function pathWord(rng, board, length) {
  const rows = board.length;
  const cols = board[0].length;
  let r = rng.int(0, rows - 1);
  let c = rng.int(0, cols - 1);
  const used = new Set([`${r},${c}`]);
  let word = board[r][c];
  while (word.length < length) {
    const next = DIRS.map(([dr, dc]) => [r + dr, c + dc]).filter(
      ([nr, nc]) => nr >= 0 && nc >= 0 && nr < rows && nc < cols && !used.has(`${nr},${nc}`),
    );
    if (next.length === 0) break;
    [r, c] = rng.pick(next);
    used.add(`${r},${c}`);
    word += board[r][c];
  }
  return word;
}

// Adds words from `make` to `set` until it holds `count` (repeats are retried).
function fillSet(set, count, make) {
  while (set.size < count) set.add(make());
  return set;
}

export default function generate(rng) {
  // 1: all 'a'; 'a' repeated 1 to 10 times, and the rest are six 'a's then four other letters.
  const runs = new Set(Array.from({ length: 10 }, (_, i) => "a".repeat(i + 1)));
  const allA = rng.shuffle([...fillSet(runs, MAX_WORDS, () => "aaaaaa" + rng.string(4, NOT_A))]);

  // 2: all 'a' but one 'z' in a corner: words of 9 'a's then a last letter, and six 'a's then
  // four letters; only words whose letters after the 'a's are a single final 'z' are on the board.
  const corner = fill(12, 12, "a");
  corner[11][11] = "z";
  const tails = new Set(NOT_A.split("").map((ch) => "aaaaaaaaa" + ch));
  const cornerWords = rng.shuffle([...fillSet(tails, MAX_WORDS, () => "aaaaaa" + rng.string(4, ABC))]);

  // 3: random letters; 300 words read along random paths, the rest random.
  const letters = randomBoard(rng, 12, 12, ABC);
  const planted = fillSet(new Set(), 300, () => pathWord(rng, letters, rng.int(1, 10)));
  const mixed = rng.shuffle([...fillSet(planted, MAX_WORDS, () => rng.string(rng.int(1, 10), ABC))]);

  // 4: random board over "abc"; random words over "abc" of 6 to 10 letters: long shared prefixes.
  const abc = randomBoard(rng, 12, 12, "abc");
  const abcWords = [...fillSet(new Set(), MAX_WORDS, () => rng.string(rng.int(6, 10), "abc"))];

  // 5: every word is on the board: 3 * 10^4 words read along random paths of a random board.
  const full = randomBoard(rng, 12, 12, "abcdefgh");
  const fullWords = [...fillSet(new Set(), MAX_WORDS, () => pathWord(rng, full, rng.int(4, 10)))];

  // 6: a single row and a single column of 12 letters, all their readings and near misses.
  const row = rng.string(12, ABC);
  const rowWords = [];
  for (let i = 0; i < 12; i++) {
    for (let j = i + 1; j <= Math.min(12, i + 10); j++) {
      const piece = row.slice(i, j);
      const back = piece.split("").reverse().join("");
      rowWords.push(piece, back.slice(0, 9) + "q");
    }
  }
  const uniqueRow = [...new Set(rowWords)];
  const column = rng.string(12, ABC);

  return [
    { label: "12 x 12 all 'a', 3 * 10^4 words: runs of 'a' and near misses", input: { board: fill(12, 12, "a"), words: allA } },
    { label: "12 x 12 all 'a' but one corner 'z', 3 * 10^4 words on long 'a' runs", input: { board: corner, words: cornerWords } },
    { label: "12 x 12 random letters, 300 planted words among 3 * 10^4", input: { board: letters, words: mixed } },
    { label: "12 x 12 random over 'abc', 3 * 10^4 words of 6 to 10 letters", input: { board: abc, words: abcWords } },
    { label: "12 x 12 random over 'abcdefgh', 3 * 10^4 words all on the board", input: { board: full, words: fullWords } },
    { label: "1 x 12 row, its pieces, and reversed pieces ending in 'q'", input: { board: [row.split("")], words: uniqueRow } },
    { label: "12 x 1 column, read down and up", input: { board: column.split("").map((ch) => [ch]), words: [column.slice(0, 10), column.slice(2).split("").reverse().join("")] } },
    { label: "1 x 1 board, one word of 10 letters", input: { board: [["m"]], words: ["m".repeat(10)] } },
  ];
}
