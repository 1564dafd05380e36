// Hidden tests at the stated limit (|s| = 10^5): the only unique letter at the far end, at the
// start, in the middle, or nowhere, with sorted, reverse-sorted, shuffled and one-letter strings,
// so only a count of the whole string before judging any position stays linear and correct.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** n letters drawn from `letters`, each of them at least twice, shuffled. */
function allRepeated(rng, n, letters) {
  const out = [];
  for (const ch of letters) out.push(ch, ch);
  while (out.length < n) out.push(rng.pick([...letters]));
  return rng.shuffle(out);
}

export default function generate(rng) {
  const n = 100_000;
  const without = (...gone) => [...LOWER].filter((ch) => !gone.includes(ch)).join("");

  const lastOnly = allRepeated(rng, n - 1, without("k")).join("") + "k";
  const firstOnly = "r" + allRepeated(rng, n - 1, without("r")).join("");
  const middle = allRepeated(rng, n - 1, without("m"));
  middle.splice(n / 2, 0, "m");

  // Sorted runs a..y of equal length, then a single z at the very end.
  const per = Math.floor((n - 1) / 25);
  let sorted = "";
  for (const ch of without("z")) sorted += ch.repeat(per);
  sorted = sorted.padEnd(n - 1, "y") + "z";

  // Reverse-sorted runs z..b, the single a at the end.
  let reversed = "";
  for (const ch of [...without("a")].reverse()) reversed += ch.repeat(per);
  reversed = reversed.padEnd(n - 1, "b") + "a";

  // Two unique letters, both at the end: the answer is the first of them.
  const twoUnique = allRepeated(rng, n - 2, without("x", "w")).join("") + "wx";

  return [
    { label: "|s| = 10^5, the only unique letter is the last one", input: { s: lastOnly } },
    { label: "|s| = 10^5, every letter repeats: -1", input: { s: allRepeated(rng, n, LOWER).join("") } },
    { label: "|s| = 10^5, the only unique letter is the first one", input: { s: firstOnly } },
    { label: "|s| = 10^5, the only unique letter is in the middle", input: { s: middle.join("") } },
    { label: "|s| = 10^5, sorted runs, the unique z at the end", input: { s: sorted } },
    { label: "|s| = 10^5, reverse-sorted runs, the unique a at the end", input: { s: reversed } },
    { label: "|s| = 10^5, two unique letters at the end: the first of them", input: { s: twoUnique } },
    { label: "|s| = 10^5, all equal: -1", input: { s: "a".repeat(n) } },
    { label: "|s| = 10^5, one letter except a last different one", input: { s: "z".repeat(n - 1) + "y" } },
    { label: "|s| = 1", input: { s: "a" } },
    { label: "|s| = 2, equal: -1", input: { s: "bb" } },
    { label: "|s| = 2, different: 0", input: { s: "cd" } },
  ];
}
