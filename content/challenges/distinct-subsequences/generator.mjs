// Hidden tests at the stated limits (s and t of up to 1000 letters) whose answers fit in 32 bits,
// as the statement promises, while the counts for shorter prefixes of t grow far beyond 64 bits:
// t is s with three letters removed (at most C(1000, 3) ways), or t has three letters, or t cannot
// be formed at all. Plus equal strings, t longer than s, and the minimum sizes.

const N = 1000;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** `text` without the letters at three distinct random positions. */
function dropThree(rng, text) {
  const drop = new Set(rng.distinctInts(3, 0, text.length - 1));
  return [...text].filter((_, i) => !drop.has(i)).join("");
}

export default function generate(rng) {
  const binary = rng.string(N, "ab");
  const random = rng.string(N, LETTERS);
  // Exactly two z's, far apart.
  const twoZ = "z" + rng.string(N - 2, "abcdefghijklmnopqrstuvwxy") + "z";
  return [
    { label: "1000 a's and 997 a's (C(1000, 3) ways, huge counts on the way)", input: { s: "a".repeat(N), t: "a".repeat(N - 3) } },
    { label: "|s| = 1000 over 2 letters, t is s with three letters removed", input: { s: binary, t: dropThree(rng, binary) } },
    { label: "|s| = 1000 over 26 letters, t is s with three letters removed", input: { s: random, t: dropThree(rng, random) } },
    { label: "|s| = 1000 over 3 letters, |t| = 3", input: { s: rng.string(N, "abc"), t: rng.string(3, "abc") } },
    { label: "|s| = 1000 with two z's, t = 'zzz' (answer 0)", input: { s: twoZ, t: "zzz" } },
    { label: "s = t, 1000 letters (answer 1)", input: { s: random, t: random } },
    { label: "|s| = 1, |t| = 1000 (t longer than s)", input: { s: "a", t: "a".repeat(N) } },
  ];
}
