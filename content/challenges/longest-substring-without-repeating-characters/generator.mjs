// Hidden tests at the stated limit (|s| = 5 * 10^4) over all 95 printable characters. Long
// repeat-free windows make a grow-from-every-start search pay about 95 steps per start, and the
// traps catch a window start that jumps backwards to an occurrence already left behind.

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

/** Shuffled copies of the 95 printable characters, back to back, cut to n characters. */
function permutations(rng, n) {
  let s = "";
  while (s.length < n) s += rng.shuffle([...PRINTABLE]).join("");
  return s.slice(0, n);
}

export default function generate(rng) {
  const n = 50_000;
  // Lowercase filler whose windows stay short, then all 95 characters once at the very end.
  const filler = rng.string(n - 95, "abcdefghij");
  const tail = rng.shuffle([...PRINTABLE]).join("");
  // "abba"-style traps: a character's previous copy lies before the current window's start.
  let traps = "";
  while (traps.length < n) traps += rng.pick(["abba", "xyzzyx", "tmmzuxt", "dvdf"]) + rng.string(rng.int(0, 8), PRINTABLE);
  traps = traps.slice(0, n);
  return [
    { label: "|s| = 5 * 10^4, the 95 printable characters cycled in order", input: { s: PRINTABLE.repeat(Math.ceil(n / 95)).slice(0, n) } },
    { label: "|s| = 5 * 10^4, shuffled runs of all 95 characters", input: { s: permutations(rng, n) } },
    { label: "|s| = 5 * 10^4, uniformly random printable characters", input: { s: rng.string(n, PRINTABLE) } },
    { label: "|s| = 5 * 10^4, short-window filler, the longest window is the last 95 characters", input: { s: filler + tail } },
    { label: "|s| = 5 * 10^4, windows whose repeats lie before the window start", input: { s: traps } },
    { label: "|s| = 5 * 10^4, one character repeated (all spaces)", input: { s: " ".repeat(n) } },
    { label: "empty string", input: { s: "" } },
    { label: "a single tilde", input: { s: "~" } },
  ];
}
