// Hidden tests at the stated limit (|s| = 10^5): palindromes, one extra letter anywhere (near the
// ends, in the middle), traps where both sides match at the first mismatch and only one side
// works (for either order of trying), two extra letters (false), and the smallest strings.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

function isPal(s, lo, hi) {
  for (; lo < hi; lo++, hi--) if (s[lo] !== s[hi]) return false;
  return true;
}

/** The right answer, and what a greedy that picks one side by the next letter answers. */
function judge(s, leftFirst) {
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi && s[lo] === s[hi]) {
    lo++;
    hi--;
  }
  if (lo >= hi) return { right: true, greedy: true };
  const right = isPal(s, lo + 1, hi) || isPal(s, lo, hi - 1);
  let greedy;
  if (leftFirst) greedy = s[lo + 1] === s[hi] ? isPal(s, lo + 1, hi) : isPal(s, lo, hi - 1);
  else greedy = s[lo] === s[hi - 1] ? isPal(s, lo, hi - 1) : isPal(s, lo + 1, hi);
  return { right, greedy };
}

function palindrome(rng, m, alphabet) {
  const half = rng.string(Math.floor(m / 2), alphabet);
  const mid = m % 2 === 1 ? rng.string(1, alphabet) : "";
  return half + mid + [...half].reverse().join("");
}

const insert = (s, at, ch) => s.slice(0, at) + ch + s.slice(at);

/**
 * A palindrome of n - 1 letters over "ab" with one letter inserted near one end, chosen so that a
 * greedy trying one side first answers false while the answer is true. The left-first greedy is
 * caught by an insertion near the end (the right letter must go), the right-first one near the
 * start.
 */
function trap(rng, n, leftFirst) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    // Long runs of "ab" and "ba" blocks make the wrong side match for a while before failing.
    let half = "";
    while (half.length < (n - 1) / 2) half += rng.pick(["ab", "ba", "aab", "abb"]).repeat(rng.int(1, 30));
    half = half.slice(0, Math.floor((n - 1) / 2));
    const base = half + (n % 2 === 0 ? "a" : "") + [...half].reverse().join("");
    const at = leftFirst ? base.length - rng.int(0, 50) : rng.int(0, 50);
    const s = insert(base, at, rng.pick(["a", "b"]));
    const { right, greedy } = judge(s, leftFirst);
    if (right && !greedy) return s;
  }
  throw new Error("generator: no trap found");
}

function expect(s, want) {
  if (judge(s, true).right !== want) throw new Error(`generator: expected ${want}`);
  return s;
}

export default function generate(rng) {
  const n = 100_000;
  const p = palindrome(rng, n - 1, LETTERS);
  const q = palindrome(rng, n - 2, "ab");
  // Two letters inserted, one near each end, each breaking the symmetry.
  const two = insert(insert(q, 10, "c"), n - 1 - 20, "d");
  // Two letters inserted side by side just left of the middle.
  const twoMiddle = insert(q, q.length / 2 - 5, "xy");
  return [
    { label: "|s| = 10^5, already a palindrome", input: { s: expect(palindrome(rng, n, LETTERS), true) } },
    { label: "|s| = 10^5, a palindrome plus one letter near the start", input: { s: expect(insert(p, 7, "q"), true) } },
    { label: "|s| = 10^5, a palindrome plus one letter at the very end", input: { s: expect(p + "z", true) } },
    { label: "|s| = 10^5, a palindrome plus one letter right at the middle", input: { s: expect(insert(p, (n - 1) / 2 + 1, "q"), true) } },
    { label: "|s| = 10^5, both sides match at the mismatch, only removing the right letter works", input: { s: trap(rng, n, true) } },
    { label: "|s| = 10^5, both sides match at the mismatch, only removing the left letter works", input: { s: trap(rng, n, false) } },
    { label: "|s| = 10^5, two extra letters near the two ends", input: { s: expect(two, false) } },
    { label: "|s| = 10^5, two extra letters side by side near the middle", input: { s: expect(twoMiddle, false) } },
    { label: "|s| = 10^5, one letter repeated with one other letter off-centre", input: { s: expect(insert("e".repeat(n - 1), 31_415, "f"), true) } },
    { label: "|s| = 10^5, random letters", input: { s: expect("a" + rng.string(n - 3, LETTERS) + "bc", false) } },
    { label: "|s| = 1", input: { s: "w" } },
    { label: "|s| = 2, two different letters", input: { s: "wv" } },
    { label: "|s| = 3, three different letters", input: { s: "uvw" } },
  ];
}
