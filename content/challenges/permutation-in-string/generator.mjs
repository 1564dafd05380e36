// Hidden tests at the stated limits (|s1|, |s2| up to 10^4, lowercase letters). With |s1| = 5000
// there are 5001 windows of 5000 letters: sorting each one costs over 2 seconds per test in
// Python, and three such random tests come first. Traps: a window whose letter-code sum matches
// but counts do not, near-misses in every window, the only match at the far end, s1 longer than s2.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

const shuffled = (rng, s) => rng.shuffle([...s]).join("");

export default function generate(rng) {
  const n = 10_000;
  const m = 5_000;
  const a = rng.string(m, LOWER);
  const b = rng.string(n, LOWER);
  const lastChanged = b.slice(0, n - 1) + (b[n - 1] === "q" ? "r" : "q");
  return [
    { label: "|s1| = 5000, |s2| = 10^4, random letters", input: { s1: rng.string(m, LOWER), s2: rng.string(n, LOWER) } },
    { label: "|s1| = 4000, |s2| = 10^4, random letters", input: { s1: rng.string(4000, LOWER), s2: rng.string(n, LOWER) } },
    { label: "|s1| = 6500, |s2| = 10^4, random letters", input: { s1: rng.string(6500, LOWER), s2: rng.string(n, LOWER) } },
    {
      label: "|s1| = 5000, |s2| = 10^4, the only rearrangement is the last window",
      input: { s1: a, s2: rng.string(n - m, "xyz") + shuffled(rng, a) },
    },
    {
      label: "|s1| = 5000, |s2| = 10^4, every window has one a too few",
      input: { s1: "a".repeat(2501) + "b".repeat(2499), s2: "ab".repeat(n / 2) },
    },
    { label: "|s1| = 5000, |s2| = 10^4, same letter-code sum, different letters", input: { s1: "ac".repeat(m / 2), s2: "b".repeat(n) } },
    {
      label: "|s1| = 3000, |s2| = 10^4, random a and b",
      input: { s1: "a".repeat(1500) + "b".repeat(1500), s2: rng.string(n, "ab") },
    },
    { label: "|s1| = |s2| = 10^4, s2 is a rearrangement of s1", input: { s1: b, s2: shuffled(rng, b) } },
    { label: "|s1| = |s2| = 10^4, one letter differs at the end", input: { s1: shuffled(rng, b), s2: lastChanged } },
    { label: "|s1| = 10^4 longer than |s2| = 9999", input: { s1: "z".repeat(n), s2: "z".repeat(n - 1) } },
    { label: "|s1| = 1, |s2| = 10^4, the letter is missing", input: { s1: "z", s2: rng.string(n, LOWER.slice(0, 25)) } },
    { label: "single letters, equal", input: { s1: "q", s2: "q" } },
  ];
}
