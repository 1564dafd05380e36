// Hidden tests at the stated limits (2000 words of up to 7 letters): dense suffix relations over a
// two-letter alphabet with many repeats, no relations at all, chains of nested suffixes, words
// that are prefixes (not suffixes) of each other, all words equal; plus the smallest input.

const ABC = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  const n = 2000;

  // 2000 words of 1 to 7 letters over "ab": only 254 distinct words exist, so most repeat.
  const dense = Array.from({ length: n }, () => rng.string(rng.int(1, 7), "ab"));

  // 2000 distinct 7-letter words: nothing is a suffix of anything, every word is written out.
  const apart = new Set();
  while (apart.size < n) apart.add(rng.string(7, ABC));

  // 285 random 7-letter words with all 7 of their suffixes, shuffled (1995 words).
  const chains = [];
  for (let k = 0; k < 285; k++) {
    const w = rng.string(7, ABC);
    for (let i = 0; i < 7; i++) chains.push(w.slice(i));
  }
  while (chains.length < n) chains.push(rng.string(7, ABC));

  // 2000 words built as prefixes of 400 long words: prefixes never share space.
  const stems = Array.from({ length: 400 }, () => rng.string(7, ABC));
  const prefixes = Array.from({ length: n }, () => rng.pick(stems).slice(0, rng.int(1, 7)));

  // 2000 words of 1 to 7 letters, sorted by length then reversed.
  const byLength = Array.from({ length: n }, () => rng.string(rng.int(1, 7), "abc")).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

  return [
    { label: "2000 words over 'ab' of 1 to 7 letters, many repeats and suffixes", input: { words: dense } },
    { label: "2000 distinct 7-letter words, no suffix relations", input: { words: [...apart] } },
    { label: "285 words of 7 letters with all their suffixes, shuffled", input: { words: rng.shuffle(chains) } },
    { label: "2000 prefixes of 400 words: prefixes are not suffixes", input: { words: prefixes } },
    { label: "2000 words over 'abc' sorted by length", input: { words: byLength } },
    { label: "2000 words over 'abc' sorted by decreasing length", input: { words: byLength.slice().reverse() } },
    { label: "2000 equal 7-letter words", input: { words: Array(n).fill("zzzzzzz") } },
    { label: "one word of one letter", input: { words: [rng.string(1, ABC)] } },
  ];
}
