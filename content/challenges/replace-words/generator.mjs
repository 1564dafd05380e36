// Hidden tests at the stated limits (1000 roots of up to 100 letters, 1000 words of up to 1000
// letters, a sentence of up to 10^6 characters): long roots with long shared prefixes, roots nested
// in each other (the shortest must win), near misses, words shorter than every root, and the
// minimum sizes.

const ABC = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  // 1: a sentence of 1000 words of 999 letters (10^6 characters). The 1000 roots of 90 to 100
  // letters share an 80-letter stem; most words start with a root, the others leave the stem early.
  const stem = rng.string(80, "ab");
  const roots1 = new Set();
  while (roots1.size < 1000) roots1.add(stem + rng.string(rng.int(10, 20), "ab"));
  const list1 = [...roots1];
  const words1 = Array.from({ length: 1000 }, () => {
    if (rng.bool(0.8)) {
      const r = rng.pick(list1);
      return r + rng.string(999 - r.length, ABC);
    }
    return stem.slice(0, rng.int(0, 79)) + rng.string(1, "cd") + rng.string(999, "ab");
  }).map((w) => w.slice(0, 999));

  // 2: nested roots: every prefix of length 5 to 100 of one 100-letter root is a root too, so
  // each word must become the 5-letter one; the other roots are unrelated.
  const long = rng.string(100, "xyz");
  const roots2 = [];
  for (let len = 100; len >= 5; len--) roots2.push(long.slice(0, len));
  while (roots2.length < 1000) roots2.push(rng.string(rng.int(1, 100), "abc"));
  rng.shuffle(roots2);
  const words2 = Array.from({ length: 1000 }, () =>
    rng.bool(0.7) ? long.slice(0, rng.int(5, 100)) + rng.string(rng.int(0, 200), "xyz") : rng.string(rng.int(1, 300), "xyz"),
  );

  // 3: near misses: each root is a word's first 100 letters with the last one changed, so no word
  // is replaced and the sentence comes back unchanged.
  const words3 = Array.from({ length: 1000 }, () => rng.string(rng.int(100, 300), "mn"));
  const roots3 = words3.map((w) => w.slice(0, 99) + (w[99] === "m" ? "o" : "p"));

  // 4: every word is a proper prefix of some root, so nothing may be replaced.
  const roots4 = Array.from({ length: 1000 }, () => rng.string(100, "st"));
  const words4 = Array.from({ length: 1000 }, () => rng.pick(roots4).slice(0, rng.int(1, 99)));

  // 5: 1000 one-letter words against 1000 roots, among them some single letters (duplicates too).
  const roots5 = Array.from({ length: 1000 }, (_, i) => (i % 100 === 0 ? rng.string(1, "aeiou") : rng.string(rng.int(2, 100), ABC)));

  return [
    { label: "sentence of 10^6 characters, 1000 long roots on one shared stem", input: { dictionary: list1, sentence: words1.join(" ") } },
    { label: "1000 roots nested in one 100-letter root: the shortest wins", input: { dictionary: roots2, sentence: words2.join(" ") } },
    { label: "1000 near-miss roots: nothing is replaced", input: { dictionary: roots3, sentence: words3.join(" ") } },
    { label: "every word is shorter than the root it starts", input: { dictionary: roots4, sentence: words4.join(" ") } },
    { label: "1000 one-letter words, duplicate one-letter roots", input: { dictionary: roots5, sentence: rng.string(1000, ABC).split("").join(" ") } },
    { label: "one root, one word of one letter", input: { dictionary: [rng.string(1, "ab")], sentence: rng.string(1, "ab") } },
  ];
}
