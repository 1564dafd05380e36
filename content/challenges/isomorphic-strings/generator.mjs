// Hidden tests at the stated limit (|s| = |t| = 5 * 10^4) over printable ASCII, quotes and
// backslashes included: true answers through a random one-to-one renaming, and false answers
// where only the very last position breaks the pairing, once in each direction, so that checking a
// single direction of the mapping fails.

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

/** s renamed through a random one-to-one map from the characters of `from` onto those of `to`. */
function renamed(rng, s, from = PRINTABLE, to = PRINTABLE) {
  const target = rng.shuffle([...to]);
  const map = new Map([...from].map((ch, i) => [ch, target[i]]));
  return [...s].map((ch) => map.get(ch)).join("");
}

export default function generate(rng) {
  const n = 50_000;

  const a = rng.string(n, PRINTABLE);

  // s's last character is new, t's last character repeats an earlier one: the map s -> t never
  // conflicts, the map t -> s conflicts at the end.
  const b = rng.string(n - 1, PRINTABLE.slice(0, 94)) + "~";
  const bt = renamed(rng, b.slice(0, n - 1));
  const mergedAtEnd = { s: b, t: bt + bt[0] };

  // The other direction: t's last character is new, s's last character repeats an earlier one.
  const c = rng.string(n - 1, PRINTABLE.slice(1));
  const splitAtEnd = { s: c + c[0], t: renamed(rng, c, PRINTABLE.slice(1), PRINTABLE.slice(0, 94)) + "~" };

  const sorted = [...rng.string(n, PRINTABLE)].sort().join("");
  const cycle = PRINTABLE.repeat(Math.ceil(n / 95)).slice(0, n);

  return [
    { label: "|s| = 5 * 10^4, t renames s one-to-one: true", input: { s: a, t: renamed(rng, a) } },
    { label: "|s| = 5 * 10^4, two characters of s merge into one of t at the last position", input: mergedAtEnd },
    { label: "|s| = 5 * 10^4, one character of s splits into two of t at the last position", input: splitAtEnd },
    { label: "|s| = 5 * 10^4, s sorted, t renames it: true", input: { s: sorted, t: renamed(rng, sorted) } },
    { label: "|s| = 5 * 10^4, all 95 printable characters in a cycle, renamed: true", input: { s: cycle, t: renamed(rng, cycle) } },
    { label: "|s| = 5 * 10^4, identical strings: true", input: { s: a, t: a } },
    { label: "|s| = 5 * 10^4, all equal in s, all equal in t: true", input: { s: "a".repeat(n), t: "\"".repeat(n) } },
    {
      label: "|s| = 5 * 10^4, all equal in s, t all equal but its last character",
      input: { s: "\\".repeat(n), t: "b".repeat(n - 1) + "c" },
    },
    { label: "|s| = 5 * 10^4, independent random strings", input: { s: rng.string(n, PRINTABLE), t: rng.string(n, PRINTABLE) } },
    { label: "length 1", input: { s: "x", t: "y" } },
    { label: "length 2, merge", input: { s: "xy", t: "zz" } },
  ];
}
