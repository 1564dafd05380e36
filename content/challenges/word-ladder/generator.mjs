// Hidden tests at the stated limits (5000 words of 10 letters): the longest ladder the letters
// allow (251 words) hidden among random words, a random sparse dictionary over three letters with
// the target at the far end of the ladder graph, a complete two-letter cube with
// 10! shortest ladders, a dense three-letter dictionary, and one-letter words.

const N = 5000;
const L = 10;
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** Random distinct words of length `len` over `alphabet`, avoiding the words in `taken`. */
function randomWords(rng, count, len, alphabet, taken) {
  const out = [];
  while (out.length < count) {
    const w = rng.string(len, alphabet);
    if (taken.has(w)) continue;
    taken.add(w);
    out.push(w);
  }
  return out;
}

/** Ladder distances (in words) from `begin` to every word of `words` it can reach. */
function distances(begin, words, alphabet) {
  const inList = new Set(words);
  const dist = new Map([[begin, 1]]);
  const queue = [begin];
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    for (let i = 0; i < w.length; i++) {
      for (const ch of alphabet) {
        const next = w.slice(0, i) + ch + w.slice(i + 1);
        if (inList.has(next) && !dist.has(next)) {
          dist.set(next, dist.get(w) + 1);
          queue.push(next);
        }
      }
    }
  }
  return dist;
}

/** 5000 random words over "abc" and a begin word (outside the list) whose ladder graph is large. */
function sparse(rng) {
  for (;;) {
    const words = randomWords(rng, N, L, "abc", new Set());
    const begin = rng.string(L, "abc");
    if (words.includes(begin)) continue;
    const dist = distances(begin, words, "abc");
    if (dist.size > N / 2) return { words, begin, dist };
  }
}

export default function generate(rng) {
  // An odometer: step t raises letter t mod 10 by one, so words two or more steps apart differ in
  // at least two letters and the only ladder is the whole path, "aaaaaaaaaa" to "zzzzzzzzzz".
  const path = [];
  const letters = Array(L).fill(0);
  path.push(letters.map((x) => LOWER[x]).join(""));
  for (let t = 0; t < 25 * L; t++) {
    letters[t % L] += 1;
    path.push(letters.map((x) => LOWER[x]).join(""));
  }
  const taken = new Set(path);
  const longList = rng.shuffle([...path.slice(1), ...randomWords(rng, N - path.length + 1, L, LOWER, taken)]);

  const far = sparse(rng);
  let farthest = far.begin;
  for (const [w, d] of far.dist) if (d > far.dist.get(farthest)) farthest = w;

  // Every word over "ab" (1024) plus random words over the other letters.
  const cube = [];
  for (let mask = 0; mask < 1 << L; mask++) cube.push(Array.from({ length: L }, (_, i) => ((mask >> i) & 1 ? "b" : "a")).join(""));
  const cubeList = rng.shuffle([...cube, ...randomWords(rng, N - cube.length, L, "cdefghijklmnopqrstuvwxyz", new Set())]);

  // Every three-letter word over a..q (17^3 = 4913), the densest ladder graph the limits allow.
  const dense = [];
  for (const x of "abcdefghijklmnopq") for (const y of "abcdefghijklmnopq") for (const z of "abcdefghijklmnopq") dense.push(x + y + z);
  const denseList = rng.shuffle([...dense, ...randomWords(rng, N - dense.length, 3, "rstuvwxyz", new Set())]);

  return [
    { label: "5000 words of 10 letters: the only ladder runs through 251 words, the rest random", input: { beginWord: path[0], endWord: path[path.length - 1], wordList: longList } },
    { label: "5000 random words over 'abc', endWord as far as the ladder graph reaches", input: { beginWord: far.begin, endWord: farthest, wordList: far.words } },
    { label: "all 1024 words over 'ab' plus random words: 10! shortest ladders of 11 words", input: { beginWord: "a".repeat(L), endWord: "b".repeat(L), wordList: cubeList } },
    { label: "all 4913 three-letter words over a..q plus others, beginWord in the list", input: { beginWord: "aaa", endWord: "qqq", wordList: denseList } },
    { label: "the same dense dictionary, endWord missing from it", input: { beginWord: "abc", endWord: "zzz", wordList: denseList } },
    { label: "one-letter words, all 26 in the list", input: { beginWord: "a", endWord: "z", wordList: [...LOWER] } },
    { label: "one-letter words, a list of one word", input: { beginWord: "q", endWord: "j", wordList: ["j"] } },
  ];
}
