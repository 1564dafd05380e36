// Hidden tests at the stated limits (s of 50 letters, 50 distinct words of up to 50 letters):
// nested words on a one-letter string, many overlapping substrings of a two-letter string (where
// taking the longest match first goes wrong), words that almost occur, and the minimum sizes.

const ABC = "abcdefghijklmnopqrstuvwxyz";

// `count` distinct words produced by `make` (retries on repeats).
function distinctWords(count, make) {
  const set = new Set();
  while (set.size < count) set.add(make());
  return [...set];
}

export default function generate(rng) {
  // 1: s = 50 'a's, the words are 'a' repeated 1 to 50 times: every cut works, answer 0.
  const nested = rng.shuffle(Array.from({ length: 50 }, (_, i) => "a".repeat(i + 1)));

  // 2: s = 49 'a's and one 'b' in the middle; words of 2 to 50 'a's but not the single 'a'.
  const mid = "a".repeat(24) + "b" + "a".repeat(25);
  const noSingle = rng.shuffle(Array.from({ length: 50 }, (_, i) => (i < 49 ? "a".repeat(i + 2) : "ab")));

  // 3: random s over "ab", 50 distinct substrings of it of random lengths: many overlapping
  // choices at every position.
  const s3 = rng.string(50, "ab");
  const subs = distinctWords(50, () => {
    const i = rng.int(0, 49);
    return s3.slice(i, rng.int(i + 1, Math.min(50, i + 8)));
  });

  // 4: random s over "abc", 50 distinct random words of 2 to 6 letters over "abc".
  const s4 = rng.string(50, "abc");
  const short = distinctWords(50, () => rng.string(rng.int(2, 6), "abc"));

  // 5: 50 words of 50 letters, each s with one letter changed: none occurs, answer 50.
  const s5 = rng.string(50, ABC);
  const nearMiss = distinctWords(50, () => {
    const i = rng.int(0, 49);
    const other = ABC.replace(s5[i], "");
    return s5.slice(0, i) + rng.pick(other.split("")) + s5.slice(i + 1);
  });

  // 6: the same, plus s itself among the words: answer 0.
  const withWhole = rng.shuffle([...nearMiss.slice(0, 49), s5]);

  // 7: greedy trap repeated: "abcdef" pieces where the longest word at each start ("abcd")
  // is wrong and "ab" + "cdef" is right.
  const s7 = "abcdef".repeat(8) + "ab";
  const trap = ["abcd", "cdef", "ab", "abcdefa", "efab"];

  return [
    { label: "s of 50 'a's, words of 1 to 50 'a's", input: { s: "a".repeat(50), dictionary: nested } },
    { label: "50 letters with one 'b' in the middle, no one-letter 'a' word", input: { s: mid, dictionary: noSingle } },
    { label: "random 50 letters over 'ab', 50 overlapping substrings", input: { s: s3, dictionary: subs } },
    { label: "random 50 letters over 'abc', 50 short random words", input: { s: s4, dictionary: short } },
    { label: "50 words of 50 letters, each one letter away from s", input: { s: s5, dictionary: nearMiss } },
    { label: "50 words of 50 letters, one of them is s", input: { s: s5, dictionary: withWhole } },
    { label: "the longest word first is wrong at every block", input: { s: s7, dictionary: trap } },
    { label: "one letter, matching word", input: { s: "z", dictionary: ["z"] } },
    { label: "one letter, a 50-letter word", input: { s: "z", dictionary: ["z".repeat(50)] } },
  ];
}
