// Hidden tests at the stated limits (|s| = 10^5, |t| up to 10^5). The windows that cover t close
// only far to the right (or never), so restarting a scan from every start is quadratic. The
// statement promises a unique shortest window: each input is checked for it.

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const LETTERS = LOWER + UPPER;

/** The shortest covering windows of s: their length and how many there are (0 when none). */
function shortest(s, t) {
  const need = new Map();
  for (const ch of t) need.set(ch, (need.get(ch) ?? 0) + 1);
  let missing = t.length;
  let left = 0;
  let best = Infinity;
  let count = 0;
  for (let right = 0; right < s.length; right++) {
    const ch = s[right];
    if ((need.get(ch) ?? 0) > 0) missing--;
    need.set(ch, (need.get(ch) ?? 0) - 1);
    if (missing > 0) continue;
    while ((need.get(s[left]) ?? 0) < 0) {
      need.set(s[left], need.get(s[left]) + 1);
      left++;
    }
    const len = right - left + 1;
    if (len < best) [best, count] = [len, 1];
    else if (len === best) count++;
  }
  return { best, count };
}

/** The input itself once its shortest window is unique (or absent); otherwise an error. */
function unique(s, t) {
  if (shortest(s, t).count > 1) throw new Error("generator: the shortest window is not unique");
  return { s, t };
}

/** Draws (s, t) from make until the shortest window is unique. */
function retry(make) {
  for (;;) {
    const { s, t } = make();
    if (shortest(s, t).count === 1) return { s, t };
  }
}

export default function generate(rng) {
  const n = 100_000;
  const randomS = rng.string(n, LOWER);
  const perm = rng.shuffle([...randomS]).join("");
  return [
    {
      label: "|s| = 10^5, the only Z is the last character of s",
      input: unique(rng.string(n - 1, LOWER) + "Z", "Zabc"),
    },
    {
      label: "|s| = 10^5, t needs a letter s lacks: no window",
      input: unique(rng.string(n, LOWER.slice(0, 25)), "abcz"),
    },
    { label: "|s| = |t| = 10^5, t is a shuffle of s: the window is all of s", input: unique(randomS, perm) },
    {
      label: "|s| = 10^5, the X, Y and Z t needs are the first three characters",
      input: unique("ZXY" + rng.string(n - 3, LOWER), "XYZ"),
    },
    {
      label: "|s| = 10^5, a block of a's then a block of b's, t = ab",
      input: unique("a".repeat(n / 2) + "b".repeat(n / 2), "ab"),
    },
    {
      label: "|s| = 10^5 over 52 letters, t holds every letter once",
      input: retry(() => ({ s: rng.string(n, LETTERS), t: rng.shuffle([...LETTERS]).join("") })),
    },
    {
      label: "|s| = 10^5 over 4 letters, t = 10^4 letters with repeats",
      input: retry(() => ({ s: rng.string(n, "abcd"), t: rng.string(10_000, "abcd") })),
    },
    { label: "|s| = 1, |t| = 10^5: t longer than s", input: unique("a", "a".repeat(n)) },
    { label: "|s| = |t| = 1, same letter in another case", input: unique("q", "Q") },
  ];
}
