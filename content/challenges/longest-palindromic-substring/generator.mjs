// Hidden tests at the stated limit (|s| = 1000): long answers (all equal, nested runs), answers at
// the far ends, an even-length answer for solutions that only expand around characters, random
// strings with a planted palindrome (each checked to have a unique longest palindrome, so the
// answer is the planted one), and ties, where checker.py accepts any of the longest.

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** How many positions hold a longest palindromic substring of s. */
function longestCount(s) {
  let best = 0;
  let count = 0;
  for (let c = 0; c < 2 * s.length - 1; c++) {
    let lo = c >> 1;
    let hi = lo + (c & 1);
    while (lo >= 0 && hi < s.length && s[lo] === s[hi]) {
      lo--;
      hi++;
    }
    const len = hi - lo - 1;
    if (len > best) [best, count] = [len, 1];
    else if (len === best) count++;
  }
  return count;
}

function unique(s) {
  if (longestCount(s) !== 1) throw new Error("generator: the longest palindrome is not unique");
  return { s };
}

/** Draws s from make until its longest palindrome is unique. */
function retry(make) {
  for (;;) {
    const s = make();
    if (longestCount(s) === 1) return { s };
  }
}

/** A random palindrome of the given length over the alphabet. */
function palindrome(rng, length, alphabet) {
  const half = rng.string(Math.floor(length / 2), alphabet);
  const mid = length % 2 === 1 ? rng.string(1, alphabet) : "";
  return half + mid + [...half].reverse().join("");
}

export default function generate(rng) {
  const n = 1000;
  return [
    { label: "|s| = 1000, one character repeated: the answer is all of s", input: unique("a".repeat(n)) },
    { label: "|s| = 1000, 600 a's, b, 399 a's: the answer is nested around b", input: unique("a".repeat(600) + "b" + "a".repeat(399)) },
    { label: "|s| = 1000, alternating ab then c: an odd answer of 999", input: unique("ab".repeat(500).slice(0, 999) + "c") },
    {
      label: "|s| = 1000, random, a palindrome of 101 at the far end",
      input: retry(() => rng.string(899, ALNUM) + palindrome(rng, 101, ALNUM)),
    },
    {
      label: "|s| = 1000, random, an even palindrome of 200 at the start",
      input: retry(() => palindrome(rng, 200, ALNUM) + rng.string(800, ALNUM)),
    },
    { label: "|s| = 1000 over the letters a and b", input: retry(() => rng.string(n, "ab")) },
    {
      label: "|s| = 1000, random, a palindrome of 9 in the middle",
      input: retry(() => rng.string(495, ALNUM) + palindrome(rng, 9, ALNUM) + rng.string(496, ALNUM)),
    },
    {
      label: "|s| = 1000, two different palindromes of 150 at both ends: either is right",
      input: { s: palindrome(rng, 150, "xyz") + rng.string(700, "0123456789") + palindrome(rng, 150, "XYZ") },
    },
    { label: "|s| = 1000, 1000 different-neighbour letters: every single character ties", input: { s: "abcd".repeat(250) } },
    { label: "|s| = 2, two equal digits", input: unique("77") },
    { label: "|s| = 2, two different letters: either one", input: { s: "Qq" } },
    { label: "|s| = 1", input: unique("Z") },
  ];
}
