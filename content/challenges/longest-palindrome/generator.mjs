// Hidden tests at the stated limit (|s| = 2000) over all 52 letters: every count odd, every count
// even, one letter only, case-twins that must not be merged, sorted and reverse-sorted strings, so
// that adding 1 per odd count, dropping odd counts or ignoring case all give a wrong length.

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A shuffled string holding letter i of `letters` counts[i] times. */
function fromCounts(rng, letters, counts) {
  const out = [];
  counts.forEach((c, i) => {
    for (let k = 0; k < c; k++) out.push(letters[i]);
  });
  return rng.shuffle(out).join("");
}

/** 52 counts of the given parity (0 even, 1 odd) summing to n. */
function counts52(rng, n, parity) {
  const counts = Array(52).fill(parity);
  let left = n - 52 * parity;
  while (left > 0) {
    counts[rng.int(0, 51)] += 2;
    left -= 2;
  }
  return counts;
}

export default function generate(rng) {
  const n = 2000;
  const random = rng.string(n, LETTERS);
  const sorted = [...rng.string(n, LETTERS)].sort().join("");
  return [
    { label: "|s| = 2000, all 52 letters with odd counts: 2000 - 52 + 1", input: { s: fromCounts(rng, LETTERS, counts52(rng, n, 1)) } },
    { label: "|s| = 2000, all 52 letters with even counts: 2000", input: { s: fromCounts(rng, LETTERS, counts52(rng, n, 0)) } },
    { label: "|s| = 2000, random letters of both cases", input: { s: random } },
    { label: "|s| = 2000, sorted", input: { s: sorted } },
    { label: "|s| = 2000, reverse-sorted", input: { s: [...sorted].reverse().join("") } },
    { label: "|s| = 2000, all equal: 2000", input: { s: "a".repeat(n) } },
    { label: "|s| = 2000, one letter 1999 times and one other once: 1999", input: { s: "Z".repeat(n - 1) + "z" } },
    { label: "|s| = 2000, a and A alternating 1000 times each: 2000", input: { s: "aA".repeat(n / 2) } },
    { label: "|s| = 2000, x and X with 999 and 1001 copies: 1999", input: { s: fromCounts(rng, "xX", [999, 1001]) } },
    { label: "|s| = 52, every letter once: 1", input: { s: rng.shuffle([...LETTERS]).join("") } },
    { label: "|s| = 1", input: { s: "Q" } },
    { label: "|s| = 2, the same letter in two cases: 1", input: { s: "mM" } },
  ];
}
