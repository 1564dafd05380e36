// Hidden tests at the stated limits (|s| = 100, |t| = 10^4, lowercase letters): the last character
// of s matched by the last character of t, s failing only on its last character, letters that
// appear in t but in the wrong order, a single repeated letter, s equal to t, and empty strings.

const ABC = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const m = 100;
  const n = 10_000;

  // s spread over t, the last letter of s only at the last position of t.
  const sEnd = rng.string(m, "abcdefghijklmnopqrstuvwxy") + "z";
  const tEnd = [];
  for (let i = 0; i < m; i++) {
    tEnd.push(rng.string(98, "abcdefghijklmnopqrstuvwxy"));
    tEnd.push(sEnd[i]);
  }
  const tEndStr = (tEnd.join("") + rng.string(n, "abcdefghijklmnopqrstuvwxy")).slice(0, n - 1) + "z";

  // The same, but the last letter of s never appears in t.
  const tMiss = tEndStr.slice(0, n - 1) + "y";

  // t holds every letter of s many times, but s asks for them in reverse order of t's blocks.
  const blocks = ABC.split("").map((c) => c.repeat(384)).join("");
  const tBlocks = (blocks + "z".repeat(n)).slice(0, n);
  const sReverse = "zyxwvutsrqponmlkjihgfedcba".repeat(4).slice(0, m);
  const sForward = Array.from({ length: m }, (_, i) => ABC[Math.floor((i * 26) / m)]).join("");

  const same = rng.string(m, ABC);

  return [
    { label: "|s| = 100, |t| = 10^4: the last letter of s is the last letter of t", input: { s: sEnd.slice(1), t: tEndStr } },
    { label: "|s| = 100, |t| = 10^4: only the last letter of s is missing", input: { s: sEnd.slice(1), t: tMiss } },
    { label: "|s| = 100, |t| = 10^4: blocks a..z, s in order", input: { s: sForward, t: tBlocks } },
    { label: "|s| = 100, |t| = 10^4: blocks a..z, s in reverse order", input: { s: sReverse, t: tBlocks } },
    { label: "|s| = 100, |t| = 10^4, all 'a': yes", input: { s: "a".repeat(m), t: "a".repeat(n) } },
    { label: "|s| = 100, |t| = 10^4, t has only 99 'a'", input: { s: "a".repeat(m), t: "b".repeat(n - 99) + "a".repeat(99) } },
    { label: "|s| = 100, |t| = 10^4, random letters", input: { s: rng.string(m, ABC), t: rng.string(n, ABC) } },
    { label: "s = t, both of length 100", input: { s: same, t: same } },
    { label: "s empty, |t| = 10^4", input: { s: "", t: rng.string(n, ABC) } },
    { label: "s and t both empty", input: { s: "", t: "" } },
    { label: "|s| = 100, t empty", input: { s: rng.string(m, ABC), t: "" } },
  ];
}
