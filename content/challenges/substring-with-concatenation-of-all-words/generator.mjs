// Hidden tests at the stated limits (|s| = 10^4, up to 5000 words, words up to 30 letters): one
// repeated letter where every start matches or only the last window does, so checking each start
// index word by word does about 2.5 * 10^7 word steps per test; matches at offsets that are not
// multiples of the word length; words repeated in the list; words longer in total than s.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** s with a shuffled concatenation of `words` written over it at each position of `at`. */
function plant(rng, s, words, at) {
  const letters = [...s];
  for (const start of at) [...rng.shuffle([...words]).join("")].forEach((ch, i) => (letters[start + i] = ch));
  return letters.join("");
}

export default function generate(rng) {
  const n = 10_000;

  // 333 distinct words of 30 letters, concatenated in a shuffled order at offset 7.
  const long = new Set();
  while (long.size < 333) long.add(rng.string(30, LOWER));
  const longWords = [...long];
  const longS = rng.string(7, LOWER) + rng.shuffle([...longWords]).join("") + rng.string(3, LOWER);

  // 5000 two-letter words over a, b whose concatenation is exactly s.
  const pairWords = Array.from({ length: 5000 }, () => rng.string(2, "ab"));
  const pairS = rng.shuffle([...pairWords]).join("");

  // 1000 five-letter words from a vocabulary of 40 (so with repeats), s = two different orders.
  const vocab = new Set();
  while (vocab.size < 40) vocab.add(rng.string(5, "abc"));
  const fiveWords = Array.from({ length: 1000 }, () => rng.pick([...vocab]));
  const fiveS = rng.shuffle([...fiveWords]).join("") + rng.shuffle([...fiveWords]).join("");

  const threeWords = Array.from({ length: 20 }, () => rng.string(3, "ab"));

  return [
    {
      label: "|s| = 10^4 of one letter, 5000 one-letter words: every start from 0 to 5000 matches",
      input: { s: "a".repeat(n), words: Array(5000).fill("a") },
    },
    {
      label: "|s| = 10^4, 4999 a's and one b: only the last window (start 5000) matches",
      input: { s: "a".repeat(n - 1) + "b", words: Array(4999).fill("a").concat(["b"]) },
    },
    {
      label: "|s| = 10^4 of one letter, 2500 words aa: every start from 0 to 5000 matches",
      input: { s: "a".repeat(n), words: Array(2500).fill("aa") },
    },
    {
      label: "|s| = 10^4 of ab repeated, 2500 words ab: the even starts from 0 to 5000",
      input: { s: "ab".repeat(n / 2), words: Array(2500).fill("ab") },
    },
    { label: "|s| = 10^4, 5000 two-letter words spelling all of s: start 0", input: { s: pairS, words: pairWords } },
    { label: "|s| = 10^4, 333 distinct 30-letter words at offset 7", input: { s: longS, words: longWords } },
    { label: "|s| = 10^4, 1000 five-letter words with repeats, s holds two orders of them", input: { s: fiveS, words: fiveWords } },
    {
      label: "|s| = 10^4, 5000 words of 30 letters: longer than s, nothing matches",
      input: { s: rng.string(n, LOWER), words: Array.from({ length: 5000 }, () => rng.string(30, LOWER)) },
    },
    {
      label: "|s| = 10^4 random over a, b, 20 three-letter words over a, b planted at offsets 0, 1, 2 and the end",
      input: { s: plant(rng, rng.string(n, "ab"), threeWords, [0, 1000, 2501, 5002, n - 60]), words: threeWords },
    },
    {
      label: "|s| = 10^4 random letters, the 26 letters as words, planted in a few places",
      input: { s: plant(rng, rng.string(n, LOWER), [...LOWER], [3, 4000, 4013, n - 26]), words: rng.shuffle([...LOWER]) },
    },
    { label: "|s| = 1, one matching word", input: { s: "a", words: ["a"] } },
    { label: "|s| = 1, two words: longer than s", input: { s: "z", words: ["z", "z"] } },
  ];
}
