// Hidden tests at the stated limit (|s| = 10^5): a mirrored string that cancels from the middle
// outwards one pair at a time (removing pairs by rescanning costs O(n^2) there), runs of one
// letter, strings with nothing to remove, random text over 2 and 26 letters, and the smallest
// strings.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** n random letters, no two neighbours equal. */
function noPairs(rng, n, alphabet = LETTERS) {
  const out = [rng.pick([...alphabet])];
  while (out.length < n) {
    const ch = rng.pick([...alphabet]);
    if (ch !== out[out.length - 1]) out.push(ch);
  }
  return out.join("");
}

const reverse = (text) => [...text].reverse().join("");

export default function generate(rng) {
  const n = 100_000;
  const half = noPairs(rng, n / 2);
  // Kept ends around a mirrored core: "p" + w + reverse(w) + "q" leaves p and q.
  const core = noPairs(rng, 49_000);
  const ends = "x" + noPairs(rng, 999, "abc") + core + reverse(core) + noPairs(rng, 999, "def") + "y";
  // Pairs of pairs: "aabb", "ccdd", ... back to back.
  const doubled = Array.from({ length: n / 2 }, (_, i) => LETTERS[i % 26].repeat(2)).join("");
  return [
    { label: "|s| = 10^5, a mirrored string: everything cancels from the middle outwards", input: { s: half + reverse(half) } },
    { label: "|s| = 10^5, kept ends around a mirrored core that cancels", input: { s: ends } },
    { label: "|s| = 10^5, one letter repeated: everything cancels", input: { s: "z".repeat(n) } },
    { label: "|s| = 10^5 - 1, one letter repeated an odd number of times", input: { s: "k".repeat(n - 1) } },
    { label: "|s| = 10^5, no two neighbours equal: nothing to remove", input: { s: noPairs(rng, n) } },
    { label: "|s| = 10^5, \"ab\" repeated: nothing to remove", input: { s: "ab".repeat(n / 2) } },
    { label: "|s| = 10^5, pairs back to back", input: { s: doubled } },
    { label: "|s| = 10^5, random over 2 letters: long chains of removals", input: { s: rng.string(n, "ab") } },
    { label: "|s| = 10^5, random over 26 letters", input: { s: rng.string(n, LETTERS) } },
    { label: "|s| = 1", input: { s: "m" } },
    { label: "|s| = 2, one pair: the result is empty", input: { s: "tt" } },
  ];
}
