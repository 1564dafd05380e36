// Hidden tests at the stated limits (10^4 words on each side, words of up to 5000 letters, at
// most 5 * 10^5 letters per side). The words share long suffixes, the worst case for comparing a
// query with every container word (about 10^8 pairs, dozens of letters each); others test the
// tie rules (shortest, then earliest), queries sharing no suffix, and the minimum sizes.

const ABC = "abcdefghijklmnopqrstuvwxyz";

// 10^4 lengths around 50 that add up to exactly 5 * 10^5: pairs 50 - d and 50 + d.
function balancedLengths(rng, count, spread) {
  const lengths = [];
  for (let i = 0; i < count / 2; i++) {
    const d = rng.int(0, spread);
    lengths.push(50 - d, 50 + d);
  }
  return rng.shuffle(lengths);
}

export default function generate(rng) {
  // 1: every word ends in 35 'a's; before them, random letters over "ab". Every pair of words
  // shares at least 35 letters of suffix, and the best match is decided in the random part.
  const tail = "a".repeat(35);
  const shaped = (length) => rng.string(length - 35, "ab") + tail;
  const container1 = balancedLengths(rng, 10000, 14).map(shaped);
  const query1 = balancedLengths(rng, 10000, 14).map(shaped);

  // 2: 100 container words of 4950 to 5000 letters ending in the same 20 letters; 10^4 queries
  // of up to 50 letters cut from the end of a container word, half of them with one letter changed.
  const shared = rng.string(20, "xy");
  const container2 = Array.from({ length: 100 }, () => rng.string(rng.int(4930, 4980), "xy") + shared);
  const query2 = Array.from({ length: 10000 }, () => {
    const word = rng.pick(container2);
    const q = word.slice(word.length - rng.int(1, 50));
    if (rng.bool(0.5)) return q;
    const i = rng.int(0, q.length - 1);
    return q.slice(0, i) + (q[i] === "x" ? "y" : "x") + q.slice(i + 1);
  });

  // 3: the container holds suffixes of one 49-letter word (lengths 1 to 49, repeated), so each
  // suffix length has many equal words and the earliest must win; queries are random short
  // words ending like the base word, or not.
  const base = rng.string(49, "pq");
  const container3 = Array.from({ length: 10000 }, (_, i) => base.slice(49 - (1 + ((i * 37) % 49))));
  const query3 = Array.from({ length: 10000 }, () => rng.string(rng.int(0, 5), "pqr") + base.slice(49 - rng.int(1, 5)));

  // 4: no query shares a last letter with any container word: the shortest, earliest word wins
  // every time. The container's lengths decrease, then repeat the minimum.
  const container4 = Array.from({ length: 10000 }, (_, i) => rng.string(Math.max(5, 50 - Math.floor(i / 200)), "ab"));
  const query4 = Array.from({ length: 10000 }, () => rng.string(rng.int(1, 20), "abc") + "c");

  // 5: 10^4 one-letter container words against queries over the alphabet.
  const container5 = Array.from({ length: 10000 }, () => rng.string(1, ABC));
  const query5 = Array.from({ length: 10000 }, () => rng.string(rng.int(1, 5), ABC));

  return [
    { label: "10^4 words each side, 5 * 10^5 letters each, every pair shares 35 letters", input: { wordsContainer: container1, wordsQuery: query1 } },
    { label: "100 container words of about 5000 letters, 10^4 queries cut from their ends", input: { wordsContainer: container2, wordsQuery: query2 } },
    { label: "10^4 suffixes of one word (repeated lengths), short queries", input: { wordsContainer: container3, wordsQuery: query3 } },
    { label: "no query shares a last letter: shortest, earliest word every time", input: { wordsContainer: container4, wordsQuery: query4 } },
    { label: "10^4 one-letter container words", input: { wordsContainer: container5, wordsQuery: query5 } },
    { label: "one word of 5000 letters each side, equal", input: { wordsContainer: ["k".repeat(5000)], wordsQuery: ["k".repeat(5000)] } },
    { label: "one letter each side, different", input: { wordsContainer: ["a"], wordsQuery: ["b"] } },
  ];
}
