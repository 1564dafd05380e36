// Hidden tests at the stated limits (s of 300 letters, 1000 distinct words of up to 20 letters):
// the classic "aaa...ab" that makes backtracking explode, splits where the longest or the shortest
// word first is wrong, a long text built from overlapping random words (and the same text spoiled
// at its last letter), and the minimum size of s.

/** `count` distinct words over `alphabet`, lengths in [lo, hi]. */
function fillerWords(rng, count, alphabet, lo, hi) {
  const words = new Set();
  while (words.size < count) words.add(rng.string(rng.int(lo, hi), alphabet));
  return [...words];
}

export default function generate(rng) {
  // Every run of a's up to length 20 is a word; the final b is not in any word.
  const aRuns = Array.from({ length: 20 }, (_, k) => "a".repeat(k + 1));
  const allA = rng.shuffle([...aRuns, ...fillerWords(rng, 980, "bcdefghijklmnopqrstuvwxyz", 2, 20)]);

  // "abcd" repeated: taking the longest fitting word ("abc") leaves "d", which no word starts with.
  const longestTrap = rng.shuffle(["ab", "abc", "cd", ...fillerWords(rng, 997, "efghij", 3, 20)]);

  // "ab" repeated: taking the shortest fitting word ("a") leaves "b...", which no word starts with.
  const shortestTrap = rng.shuffle(["a", "ab", ...fillerWords(rng, 998, "cdefgh", 2, 20)]);

  // A text made of random dictionary words over two letters, so many words overlap and most
  // positions start several candidate words; the last piece is a fresh word of the exact length left.
  const dict = fillerWords(rng, 999, "ab", 5, 20);
  let text = "";
  while (300 - text.length > 20) text += rng.pick(dict);
  const last = rng.string(300 - text.length, "ab");
  text += last;
  if (!dict.includes(last)) dict.push(last);

  return [
    { label: "|s| = 300, a's then a b, every run of a's up to 20 is a word (false)", input: { s: "a".repeat(299) + "b", wordDict: allA } },
    { label: "|s| = 300, only a's, runs of a's up to 20 are words (true)", input: { s: "a".repeat(300), wordDict: allA } },
    { label: "|s| = 300, the longest word first is wrong (true)", input: { s: "abcd".repeat(75), wordDict: longestTrap } },
    { label: "|s| = 300, the shortest word first is wrong (true)", input: { s: "ab".repeat(150), wordDict: shortestTrap } },
    { label: "|s| = 300, random overlapping words over two letters", input: { s: text, wordDict: rng.shuffle([...dict]) } },
    { label: "|s| = 300, the same text with a letter no word has at the end", input: { s: text.slice(0, 299) + "z", wordDict: rng.shuffle([...dict]) } },
    { label: "|s| = 1, 1000 words of 20 letters, none matches", input: { s: "q", wordDict: fillerWords(rng, 1000, "abcdefghijklmnoprstuvwxyz", 20, 20) } },
  ];
}
