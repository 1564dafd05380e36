// Hidden tests at the stated limits (1000 lowercase letters): random over 26, 3 and 2 letters, all
// one letter, a whole palindrome, the alphabet repeated (almost no matching ends), a single pair of
// equal letters at the far ends, and the shortest strings. The plain recursion without memo is
// exponential on every long string here.

const N = 1000;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const half = rng.string(N / 2, LETTERS);
  const palindrome = half + [...half].reverse().join("");
  const cycle = Array.from({ length: N }, (_, i) => LETTERS[i % 26]).join("");

  return [
    { label: "n = 1000, random over 26 letters", input: { s: rng.string(N, LETTERS) } },
    { label: "n = 1000, one letter repeated (answer 1000)", input: { s: "a".repeat(N) } },
    { label: "n = 1000, a whole palindrome (answer 1000)", input: { s: palindrome } },
    { label: "n = 1000, random over 2 letters", input: { s: rng.string(N, "ab") } },
    { label: "n = 1000, the alphabet repeated in order", input: { s: cycle } },
    { label: "n = 999, random over 3 letters", input: { s: rng.string(N - 1, "xyz") } },
    { label: "n = 1000, z only at both ends, 25 other letters between", input: { s: "z" + rng.string(N - 2, LETTERS.slice(0, 25)) + "z" } },
    { label: "n = 1", input: { s: "q" } },
    { label: "n = 2, different letters", input: { s: "az" } },
  ];
}
