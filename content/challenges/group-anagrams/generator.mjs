// Hidden tests at the stated limits: 10^4 words, and words of 100 letters. The output repeats every
// word and the whole run may print at most 1 MB, so no single test has 10^4 words of 100 letters.
// With thousands of groups, comparing a word against every other word is quadratic; the rest catch
// keys that are not canonical (the set of letters, the sum of letter codes) and repeated or empty
// words.

const LOWER = "abcdefghijklmnopqrstuvwxyz";

const shuffled = (rng, word) => rng.shuffle([...word]).join("");

/** A word with the same letter-code sum as `word` but other letters (one letter up, one down), or null. */
function sameSum(rng, word) {
  const w = [...word];
  for (let attempt = 0; attempt < 100; attempt++) {
    const i = rng.int(0, w.length - 1);
    const j = rng.int(0, w.length - 1);
    if (i === j || w[i] === "z" || w[j] === "a" || w[i].charCodeAt(0) + 1 === w[j].charCodeAt(0)) continue;
    w[i] = String.fromCharCode(w[i].charCodeAt(0) + 1);
    w[j] = String.fromCharCode(w[j].charCodeAt(0) - 1);
    return w.join("");
  }
  return null;
}

export default function generate(rng) {
  const n = 10_000;
  const bases = Array.from({ length: 40 }, () => rng.string(100, LOWER));
  const clustered = rng.shuffle(Array.from({ length: 2000 }, (_, i) => shuffled(rng, bases[i % 40])));
  // Pairs with equal letter sums but different letters, plus their own anagrams.
  const sums = [];
  while (sums.length < n) {
    const w = rng.string(rng.int(2, 12), LOWER);
    const other = sameSum(rng, w);
    if (other !== null) sums.push(w, other, shuffled(rng, w));
  }
  // Same letter set, different counts: "aab" and "abb" are not anagrams.
  const counts = Array.from({ length: 5000 }, () => rng.string(rng.int(1, 12), "abc"));
  // Random lengths with repeated words and empty strings mixed in.
  const mixed = [];
  while (mixed.length < 3000) {
    const r = rng.int(0, 9);
    if (r === 0) mixed.push("");
    else if (r <= 2 && mixed.length > 0) mixed.push(rng.pick(mixed));
    else if (r <= 4 && mixed.length > 0) mixed.push(shuffled(rng, rng.pick(mixed)));
    else mixed.push(rng.string(rng.int(1, 20), LOWER));
  }
  return [
    { label: "10^4 words of 40 letters, (almost surely) all in different groups", input: { strs: Array.from({ length: n }, () => rng.string(40, LOWER)) } },
    { label: "2000 words of 100 letters (the longest), 40 groups of 50 anagrams", input: { strs: clustered } },
    { label: "10^4 words, pairs with equal letter sums that are not anagrams", input: { strs: rng.shuffle(sums.slice(0, n)) } },
    { label: "5000 words over a, b, c: same letter sets, different counts", input: { strs: counts } },
    { label: "3000 words, repeats, anagrams and empty strings mixed", input: { strs: mixed } },
    { label: "10^4 empty strings: one group", input: { strs: Array.from({ length: n }, () => "") } },
    { label: "a single word of 100 letters", input: { strs: [rng.string(100, LOWER)] } },
  ];
}
