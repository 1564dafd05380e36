// Hidden tests at the stated limits (|s|, |p| = 20). Patterns made of many starred elements give a
// backtracking search that tries every split of s among the stars exponentially many paths before
// it can answer false; the rest check zero-width stars, '.' and exact matches.

export default function generate(rng) {
  const LOWER = "abcdefghijklmnopqrstuvwxyz";
  const s = rng.string(20, LOWER);
  const dotted = [...s].map((ch) => (rng.bool(0.3) ? "." : ch)).join("");
  return [
    { label: "|s| = |p| = 20, ten a* against 19 a's and a b: false", input: { s: "a".repeat(19) + "b", p: "a*".repeat(10) } },
    { label: "|s| = 20, |p| = 19, nine .* then a letter s lacks: false", input: { s: "a".repeat(20), p: ".*".repeat(9) + "b" } },
    { label: "|s| = |p| = 20, nine a* then ab: false", input: { s: "a".repeat(20), p: "a*".repeat(9) + "ab" } },
    { label: "|s| = |p| = 20, nine a* then aa: true", input: { s: "a".repeat(20), p: "a*".repeat(9) + "aa" } },
    { label: "|s| = |p| = 20, the pattern is s with some letters as '.'", input: { s, p: dotted } },
    { label: "|s| = 18, |p| = 20, a starred letter that matches zero times before s", input: { s: "abcdefghij" + "abcdefgh", p: "z*abcdefghijabcdefgh" } },
    { label: "|s| = 1, p = .", input: { s: "q", p: "." } },
    { label: "|s| = 1, p matches only the empty string", input: { s: "a", p: "b*" } },
    { label: "|s| = 1, a star at the end used zero times", input: { s: "a", p: "ab*" } },
  ];
}
