// Hidden tests at the stated limits (words of 500 letters): random words over 26 and over 2
// letters, no letter in common, a word against itself shifted by one place, a word against its
// reverse, and the edge cases where one word is empty or a single letter.

const N = 500;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const base = rng.string(N, LETTERS);
  // Shifted by one: delete the first letter and append one, 2 edits, though every position differs.
  const shifted = base.slice(1) + rng.pick([...LETTERS]);
  const binary = rng.string(N, "ab");

  return [
    { label: "both 500, random over 26 letters", input: { word1: rng.string(N, LETTERS), word2: rng.string(N, LETTERS) } },
    { label: "both 500, random over 2 letters", input: { word1: binary, word2: rng.string(N, "ab") } },
    { label: "both 500, no letter in common (answer 500)", input: { word1: rng.string(N, "abcdefghijklm"), word2: rng.string(N, "nopqrstuvwxyz") } },
    { label: "both 500, word2 is word1 shifted by one place", input: { word1: base, word2: shifted } },
    { label: "both 500, word2 is word1 reversed", input: { word1: binary, word2: [...binary].reverse().join("") } },
    { label: "500 and 0, delete everything", input: { word1: rng.string(N, LETTERS), word2: "" } },
    { label: "1 and 500, the letter appears only at the end of word2", input: { word1: "z", word2: rng.string(N - 1, "abcdefghijklmnopqrstuvwxy") + "z" } },
  ];
}
