// Hidden tests at the stated limits (both words up to 100 letters): equal lengths, one word at
// the maximum against one letter (in both orders), lengths differing by one, the same letter
// everywhere, and the smallest words.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  return [
    { label: "both words of 100 letters", input: { word1: rng.string(100, LETTERS), word2: rng.string(100, LETTERS) } },
    { label: "word1 of 100 letters, word2 of 1", input: { word1: rng.string(100, LETTERS), word2: "z" } },
    { label: "word1 of 1 letter, word2 of 100", input: { word1: "a", word2: rng.string(100, LETTERS) } },
    { label: "100 and 99 letters", input: { word1: rng.string(100, "abc"), word2: rng.string(99, "xyz") } },
    { label: "99 and 100 letters", input: { word1: rng.string(99, "abc"), word2: rng.string(100, "xyz") } },
    { label: "100 letters against 37: a long tail of word1", input: { word1: "p".repeat(100), word2: "q".repeat(37) } },
    { label: "both words the same letter, 100 and 64 long", input: { word1: "e".repeat(100), word2: "e".repeat(64) } },
    { label: "random lengths", input: { word1: rng.string(rng.int(1, 100), LETTERS), word2: rng.string(rng.int(1, 100), LETTERS) } },
    { label: "one letter each", input: { word1: "y", word2: "x" } },
  ];
}
