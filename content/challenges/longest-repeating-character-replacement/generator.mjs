// Hidden tests at the stated limit (|s| = 10^5). Large answers make growing a window from every
// start cost about n * answer steps (up to n^2 / 2 = 5 * 10^9); a trap punishes building windows
// only around the letter that is most frequent in the whole string.

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export default function generate(rng) {
  const n = 100_000;
  // 'A' is the most frequent letter overall but never forms a run; the best window is a block of 'B'.
  const notAB = UPPER.slice(2);
  let trap = "";
  for (let i = 0; i < 30_000; i++) trap += "A" + rng.string(1, notAB);
  trap += "B".repeat(25_000) + rng.string(n - 85_000, notAB);
  // Every letter in one sorted block of 3846 or 3847 copies.
  let sorted = "";
  for (let i = 0; i < 26; i++) sorted += UPPER[i].repeat(Math.floor((n * (i + 1)) / 26) - Math.floor((n * i) / 26));
  return [
    { label: "|s| = 10^5, k = 0, one letter repeated: the whole string", input: { s: "Z".repeat(n), k: 0 } },
    { label: "|s| = 10^5, k = 5 * 10^4, random letters", input: { s: rng.string(n, UPPER), k: 50_000 } },
    { label: "|s| = 10^5, k = 3 * 10^4, random A and B", input: { s: rng.string(n, "AB"), k: 30_000 } },
    { label: "|s| = 10^5, k = |s|: everything can be rewritten", input: { s: rng.string(n, UPPER), k: n } },
    { label: "|s| = 10^5, k = 0, random letters", input: { s: rng.string(n, UPPER), k: 0 } },
    {
      label: "|s| = 10^5, k = 10, the longest run sits at the very end",
      input: { s: rng.string(n - 30_000, UPPER) + "Q".repeat(30_000), k: 10 },
    },
    { label: "|s| = 10^5, k = 5, the most frequent letter overall never forms a run", input: { s: trap, k: 5 } },
    { label: "|s| = 10^5, k = 1000, sorted blocks of every letter", input: { s: sorted, k: 1000 } },
    { label: "a single letter, k = 0", input: { s: "A", k: 0 } },
    { label: "a single letter, k = 1", input: { s: "Q", k: 1 } },
  ];
}
