// Hidden tests at the stated limits: two pairs of 1000-letter strings (random, and equal), then
// shorter adversarial pairs (two letters with many ties, no common letter, one string reversed
// against the other, a shared part hidden at the far ends) and the minimum size. The number of
// 1000 x 1000 tables is kept at two so the Python reference stays well inside the time limit.

const N = 1000;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const same = rng.string(N, LETTERS);
  // text2 is text1 read backwards: only palindromic subsequences are shared.
  const forward = rng.string(400, "abcde");

  // The shared part sits at the end of text1 and at the start of text2, after and before noise
  // from disjoint alphabets.
  const core = rng.string(150, "mnop");
  const endOf1 = rng.string(N - 150, "abcdef") + core;
  const startOf2 = core + rng.string(100, "uvwxyz");

  return [
    { label: "both 1000, random over 26 letters", input: { text1: rng.string(N, LETTERS), text2: rng.string(N, LETTERS) } },
    { label: "both 1000, equal strings (answer 1000)", input: { text1: same, text2: same } },
    { label: "both 600, random over 2 letters (long answer, many ties)", input: { text1: rng.string(600, "ab"), text2: rng.string(600, "ab") } },
    { label: "1000 and 100, no letter in common (answer 0)", input: { text1: rng.string(N, "abcdefghijklm"), text2: rng.string(100, "nopqrstuvwxyz") } },
    { label: "both 400, text2 is text1 reversed", input: { text1: forward, text2: [...forward].reverse().join("") } },
    { label: "1000 and 250, the shared part ends text1 and starts text2", input: { text1: endOf1, text2: startOf2 } },
    { label: "1 and 1000, the only letter appears once at the end", input: { text1: "z", text2: rng.string(N - 1, "abcdefghijklmnopqrstuvwxy") + "z" } },
  ];
}
