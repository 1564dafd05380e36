// Hidden tests at the stated limit (phrase.length = 100). With only 26 letters, an isogram of
// 100 characters needs at least 74 spaces and hyphens, so the long cases mix every letter once
// with many separators, and the repeat hides at the far end or differs only in case.

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const SEPARATORS = " -";

/** Each letter at most once, in random order and random case. */
function mixedCase(rng, letters) {
  return letters.map((c) => (rng.bool() ? c.toUpperCase() : c));
}

/** The letters kept in order, with separators placed at random until the length is n. */
function spread(rng, letters, n) {
  const slots = rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, letters.length).sort((a, b) => a - b);
  const out = Array.from({ length: n }, () => rng.pick(SEPARATORS));
  slots.forEach((pos, k) => (out[pos] = letters[k]));
  return out.join("");
}

export default function generate(rng) {
  const n = 100;
  const alphabet = rng.shuffle(LOWER.split(""));
  const every = mixedCase(rng, alphabet);

  // All 26 letters once, then the first letter again in the other case as the very last character.
  const first = every[0];
  const twin = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  const lateRepeat = spread(rng, every, n - 1) + twin;

  // Separators only at the ends: every letter once in the middle, surrounded by 74 spaces and hyphens.
  const padded = rng.string(37, SEPARATORS) + every.join("") + rng.string(37, SEPARATORS);

  return [
    { label: "length 100: all 26 letters once in mixed case among 74 spaces and hyphens (true)", input: { phrase: spread(rng, every, n) } },
    { label: "length 100: all 26 letters once, then the first again in the other case at the last position (false)", input: { phrase: lateRepeat } },
    { label: "length 100: 37 separators, the alphabet once, 37 separators (true)", input: { phrase: padded } },
    { label: "length 100: spaces and hyphens only, no letters (true)", input: { phrase: rng.string(n, SEPARATORS) } },
    { label: "length 100: random letters of both cases (false)", input: { phrase: rng.string(n, LOWER + LOWER.toUpperCase()) } },
    { label: "length 100: one letter repeated, alternating case (false)", input: { phrase: Array.from({ length: n }, (_, i) => (i % 2 ? "Q" : "q")).join("") } },
    { label: "length 0: the empty phrase (true)", input: { phrase: "" } },
    { label: "length 1: a single uppercase letter (true)", input: { phrase: "Z" } },
    { label: "length 2: the same letter in both cases (false)", input: { phrase: "mM" } },
  ];
}
