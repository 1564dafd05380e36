// Hidden tests at the stated limits (1000 words of up to 30 letters): long chains tied at the top,
// words whose only gap is deep inside the chain, and the minimum sizes.

const ABC = "abcdefghijklmnopqrstuvwxyz";

/** Every prefix of `word` (the word included), shortest first. */
const chain = (word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));

/** `count` random words of length [lo, hi] that never start with a letter of `avoid`. */
function noise(rng, count, lo, hi, avoid = "") {
  const first = [...ABC].filter((c) => !avoid.includes(c)).join("");
  return Array.from({ length: count }, () => rng.string(1, first) + rng.string(rng.int(lo, hi) - 1, ABC));
}

/** Grows a random word tree: each new word extends a word already present by one letter. */
function grown(rng, count, roots) {
  const words = [...roots];
  while (words.length < count) {
    const base = rng.pick(words);
    if (base.length < 30) words.push(base + rng.string(1, ABC));
  }
  return words;
}

export default function generate(rng) {
  // 1: one full chain of 30 letters among 970 random words that start with other letters.
  const full = rng.string(30, "mnop");
  const t1 = rng.shuffle([...chain(full), ...noise(rng, 970, 2, 30, "mnop")]);

  // 2: 33 chains of length 30 that share their first letter; the answer is the smallest of them.
  const tied = new Set();
  while (tied.size < 33) tied.add(`q${rng.string(29, "xyz")}`);
  const t2 = rng.shuffle([...new Set([...tied].flatMap(chain))]);
  while (t2.length < 1000) t2.push(`q${rng.string(29, "abc")}`); // long, small, yet never built
  rng.shuffle(t2);

  // 3: chains of 30 letters missing one prefix in the middle; every other prefix is there, so a
  // check of only the word one letter shorter accepts them. The true answer is a 20-letter chain.
  const t3 = [...chain(`a${rng.string(19, "bcd")}`)];
  for (let i = 0; t3.length < 1000; i++) {
    const word = `a${rng.string(29, "bcd")}`;
    const gap = rng.int(20, 28);
    for (const p of chain(word)) if (p.length !== gap && p.length > 20 && t3.length < 1000) t3.push(p);
  }
  rng.shuffle(t3);

  // 4: a random word tree grown from a few single letters (duplicates included).
  const t4 = rng.shuffle(grown(rng, 1000, ["g", "k", "s"]));
  t4[rng.int(0, 999)] = t4[rng.int(0, 999)];

  // 5: no word of a single letter: nothing can be built, the answer is "".
  const t5 = noise(rng, 1000, 2, 30);

  return [
    { label: "1000 words, one 30-letter chain among random words", input: { words: t1 } },
    { label: "1000 words, 33 chains of 30 letters tied, distractors smaller but unbuildable", input: { words: t2 } },
    { label: "1000 words, long chains with one missing middle prefix", input: { words: t3 } },
    { label: "1000 words, a random word tree with duplicates", input: { words: t4 } },
    { label: "1000 words, no single letter: empty answer", input: { words: t5 } },
    { label: "one word of one letter", input: { words: [rng.string(1, ABC)] } },
  ];
}
