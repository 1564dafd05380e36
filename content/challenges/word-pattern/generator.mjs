// Hidden tests at the stated limits (pattern of 300 letters, s up to 3000 characters): true answers
// through 26 distinct words, words that are prefixes of each other, and false answers decided only
// at the last word (a merge, a split, one word too many or too few), so that a one-way map or a
// missing count check fails.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** 26 distinct words of 1 to `maxLen` letters, one per pattern letter. */
function vocabulary(rng, maxLen) {
  const seen = new Set();
  while (seen.size < 26) seen.add(rng.string(rng.int(1, maxLen), LOWER));
  return [...seen];
}

const spell = (pattern, words) => [...pattern].map((ch) => words[ch.charCodeAt(0) - 97]).join(" ");

export default function generate(rng) {
  const n = 300;
  // Every letter appears among the first 26, so the last letter and every word are used earlier.
  const pattern = rng.shuffle([...LOWER]).join("") + rng.string(n - 26, LOWER);
  const words = vocabulary(rng, 8);
  const s = spell(pattern, words);
  const sWords = s.split(" ");
  const last = pattern.charCodeAt(n - 1) - 97;

  // The last word is another letter's word: two letters share one word.
  const merged = [...sWords];
  merged[n - 1] = words[(last + 1) % 26];

  // The last word is a word no letter had: one letter has two words.
  const split = [...sWords];
  split[n - 1] = "zzzzzzzzz";

  // Prefix chain: letter k spells k + 1 copies of "a", for the 13 letters a..m, all used early.
  const chainPattern = rng.shuffle([..."abcdefghijklm"]).join("") + rng.string(n - 13, "abcdefghijklm");
  const chainWords = Array.from({ length: 26 }, (_, k) => "a".repeat(k + 1));
  const chain = spell(chainPattern, chainWords);
  const chainWrong = [...chain.split(" ")];
  chainWrong[n - 1] = chainWrong[n - 1] + "a";

  const long9 = "abcdefghi";

  return [
    { label: "pattern of 300, 26 distinct words: true", input: { pattern, s } },
    { label: "pattern of 300, the last word belongs to another letter", input: { pattern, s: merged.join(" ") } },
    { label: "pattern of 300, the last word is new", input: { pattern, s: split.join(" ") } },
    { label: "pattern of 300, one word too many at the end", input: { pattern, s: s + " " + sWords[0] } },
    { label: "pattern of 300, one word too few", input: { pattern, s: sWords.slice(0, n - 1).join(" ") } },
    { label: "pattern of 300, words a, aa, aaa, ...: true", input: { pattern: chainPattern, s: chain } },
    { label: "pattern of 300, words a, aa, aaa, ..., the last one a letter longer", input: { pattern: chainPattern, s: chainWrong.join(" ") } },
    { label: "pattern of 300 equal letters, one word 300 times in 2999 characters: true", input: { pattern: "q".repeat(n), s: Array(n).fill(long9).join(" ") } },
    {
      label: "pattern of 300 equal letters, a different word only at the end",
      input: { pattern: "q".repeat(n), s: Array(n - 1).fill(long9).concat(["abcdefghj"]).join(" ") },
    },
    {
      label: "pattern of 300 letters a..z cycling, one word 300 times",
      input: { pattern: LOWER.repeat(12).slice(0, n), s: Array(n).fill("w").join(" ") },
    },
    { label: "s of 3000 letters, one word, pattern of 1: true", input: { pattern: "k", s: rng.string(3000, LOWER) } },
    { label: "s of 3000 letters, one word, pattern of 300: false", input: { pattern: "k".repeat(n), s: rng.string(3000, LOWER) } },
    { label: "minimum sizes", input: { pattern: "a", s: "a" } },
    { label: "two letters, one word", input: { pattern: "ab", s: "b" } },
  ];
}
