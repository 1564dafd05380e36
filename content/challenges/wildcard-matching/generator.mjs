// Hidden tests at the stated limits (|s|, |p| = 2000). Patterns full of stars against long runs of
// one letter make a recursion without memo try exponentially many splits before answering false;
// the others check '?' runs, stars that must match nothing, a match found only at the far end,
// and the empty strings at the minimum.

const N = 2000;

// s with random stretches replaced by '*' and random letters by '?': always a match.
function blur(rng, s) {
  let p = "";
  let i = 0;
  while (i < s.length) {
    if (rng.bool(0.02)) {
      p += "*";
      i += rng.int(0, 30);
    } else {
      p += rng.bool(0.2) ? "?" : s[i];
      i += 1;
    }
  }
  return p;
}

export default function generate(rng) {
  const ab = rng.string(N, "ab");
  const blurred = blur(rng, ab);
  // The same pattern with its last letter changed (a star at the end is replaced by a letter).
  const last = blurred[blurred.length - 1];
  const broken = blurred.slice(0, -1) + (last === "a" ? "b" : "a");
  const words = rng.string(N, "abcdefghijklmnopqrstuvwxyz");
  const tail = words.slice(N - 600);

  return [
    { label: "|s| = |p| = 2000, s all 'a', p = '*a' repeated then '*b': false", input: { s: "a".repeat(N), p: "*a".repeat(N / 2 - 1) + "*b" } },
    { label: "|s| = |p| = 2000, p all '*' against all 'a': true", input: { s: "a".repeat(N), p: "*".repeat(N) } },
    { label: "|s| = 2000, |p| = 1000, '?*' repeated: true", input: { s: "b".repeat(N), p: "?*".repeat(N / 4) } },
    { label: "|s| = |p| = 2000, '*' then 1998 a's then 'b': false (greedy backtracking worst case)", input: { s: "a".repeat(N), p: "*" + "a".repeat(N - 2) + "b" } },
    { label: "|s| = 2000 over 'ab', p is s with stars and '?': true", input: { s: ab, p: blurred } },
    { label: "|s| = 2000 over 'ab', the same pattern with its last letter wrong: false", input: { s: ab, p: broken } },
    { label: "|s| = 2000, p = '*' then the last 600 letters of s: true at the far end", input: { s: words, p: "*" + tail } },
    { label: "|s| = 2000, p = 2000 '?': true", input: { s: words, p: "?".repeat(N) } },
    { label: "|s| = 1999, p = 2000 '?': false", input: { s: words.slice(1), p: "?".repeat(N) } },
    { label: "|s| = 0, |p| = 2000 stars: true", input: { s: "", p: "*".repeat(N) } },
    { label: "|s| = 2000, |p| = 0: false", input: { s: words, p: "" } },
    { label: "s and p empty: true", input: { s: "", p: "" } },
    { label: "|s| = 1, p = '?'", input: { s: "q", p: "?" } },
  ];
}
