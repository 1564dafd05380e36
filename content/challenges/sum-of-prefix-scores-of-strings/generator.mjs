// Hidden tests at the stated limits (1000 words of up to 1000 letters, 10^6 letters in all). The
// words share long prefixes, the worst case for comparing every pair of words letter by letter
// (about 10^9 steps). Two tests reach 10^6 letters; the rest stay smaller so that all inputs
// together remain under 3 MB.

const ABC = "abcdefghijklmnopqrstuvwxyz";

export default function generate(rng) {
  // 1: 1000 words of 1000 letters sharing a 900-letter stem, then 100 letters over "ab".
  const stem = rng.string(900, ABC);
  const shared = Array.from({ length: 1000 }, () => stem + rng.string(100, "ab"));

  // 2: 1000 copies of the same 1000-letter word: every score is 10^6, the largest possible.
  const same = Array(1000).fill("z".repeat(1000));

  // 3: the 1000 prefixes of one 1000-letter word, shuffled: nested words of every length.
  const base = rng.string(1000, "ab");
  const nested = rng.shuffle(Array.from({ length: 1000 }, (_, i) => base.slice(0, i + 1)));

  // 4: 1000 short words over "ab", with repeats: many words share each short prefix.
  const short = Array.from({ length: 1000 }, () => rng.string(rng.int(1, 20), "ab"));

  // 5: 1000 one-letter words over the whole alphabet.
  const letters = Array.from({ length: 1000 }, () => rng.string(1, ABC));

  return [
    { label: "1000 words of 1000 letters on one 900-letter stem", input: { words: shared } },
    { label: "1000 equal words of 1000 letters: every score is 10^6", input: { words: same } },
    { label: "the 1000 prefixes of one word, shuffled", input: { words: nested } },
    { label: "1000 short words over 'ab' with repeats", input: { words: short } },
    { label: "1000 one-letter words", input: { words: letters } },
    { label: "one word of one letter", input: { words: [rng.string(1, ABC)] } },
    { label: "one word of 1000 letters", input: { words: [rng.string(1000, ABC)] } },
  ];
}
