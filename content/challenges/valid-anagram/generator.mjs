// Hidden tests at the stated limit (|s|, |t| = 5 * 10^4): true and false answers of the same size,
// strings that differ only in one letter's count, in length, or by changes that keep the sum of
// letter codes, so only a full per-letter count decides them.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

const shuffled = (rng, s) => rng.shuffle([...s]).join("");

/** s with one letter raised and another lowered by one code: same code sum, not an anagram. */
function sameSum(rng, s) {
  const w = [...s];
  for (;;) {
    const i = rng.int(0, w.length - 1);
    const j = rng.int(0, w.length - 1);
    if (i === j || w[i] === "z" || w[j] === "a" || w[i].charCodeAt(0) + 1 === w[j].charCodeAt(0)) continue;
    w[i] = String.fromCharCode(w[i].charCodeAt(0) + 1);
    w[j] = String.fromCharCode(w[j].charCodeAt(0) - 1);
    return w.join("");
  }
}

export default function generate(rng) {
  const n = 50_000;
  const a = rng.string(n, LOWER);
  const b = rng.string(n, LOWER);
  const lastChanged = shuffled(rng, b.slice(0, n - 1)) + (b[n - 1] === "q" ? "r" : "q");
  const c = rng.string(n, LOWER);
  const sorted = [...c].sort().join("");
  const d = rng.string(n, LOWER);
  return [
    { label: "|s| = |t| = 5 * 10^4, t is a shuffle of s", input: { s: a, t: shuffled(rng, a) } },
    { label: "|s| = |t| = 5 * 10^4, one letter differs at the very end", input: { s: b, t: lastChanged } },
    {
      label: "|s| = |t| = 5 * 10^4, same two letters, counts off by one",
      input: { s: "a".repeat(n / 2) + "b".repeat(n / 2), t: "b".repeat(n / 2 - 1) + "a".repeat(n / 2 + 1) },
    },
    { label: "|s| = |t| = 5 * 10^4, one letter repeated in both", input: { s: "z".repeat(n), t: "z".repeat(n) } },
    { label: "|s| = 5 * 10^4, t is s shuffled without one letter", input: { s: c, t: shuffled(rng, c.slice(1)) } },
    { label: "|s| = |t| = 5 * 10^4, s sorted and t reverse-sorted", input: { s: sorted, t: [...sorted].reverse().join("") } },
    { label: "|s| = |t| = 5 * 10^4, same sum of letter codes, not an anagram", input: { s: d, t: shuffled(rng, sameSum(rng, d)) } },
    { label: "single letters, equal", input: { s: "m", t: "m" } },
    { label: "single letters, different", input: { s: "a", t: "z" } },
  ];
}
