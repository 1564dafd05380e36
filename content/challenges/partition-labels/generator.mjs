// Hidden tests at the stated limit (|s| = 500, lowercase letters): the most parts possible (26
// blocks), one part forced by the first and last letters or by a chain of overlapping letters,
// parts whose end is pushed further by letters met inside them, and the smallest strings.

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

/** Splits n into k positive sizes at random. */
function sizes(rng, n, k) {
  const out = Array(k).fill(1);
  for (let i = k; i < n; i++) out[rng.int(0, k - 1)]++;
  return out;
}

/** The letters split into `k` groups; block j is a shuffle of its group's letters, every one present. */
function shuffledBlocks(rng, n, k) {
  const letters = rng.shuffle([...ALPHABET]);
  const groups = Array.from({ length: k }, () => []);
  letters.forEach((ch, i) => groups[i % k].push(ch));
  const lens = sizes(rng, n - 26, k).map((x, j) => x - 1 + groups[j].length + 1);
  return groups
    .map((group, j) => {
      const block = [...group];
      while (block.length < lens[j]) block.push(rng.pick(group));
      return rng.shuffle(block).join("");
    })
    .join("");
}

export default function generate(rng) {
  const n = 500;
  // 26 blocks of one letter each, of random sizes: 26 parts.
  const single = sizes(rng, n, 26).map((len, j) => ALPHABET[j].repeat(len)).join("");
  // A chain: block j holds letters j and j + 1, so every block overlaps the next: one part.
  const chainSizes = sizes(rng, n, 25);
  const chain = chainSizes.map((len, j) => rng.string(len - 1, ALPHABET[j] + ALPHABET[j + 1]) + ALPHABET[j + 1]).join("");
  // Each part starts with a letter seen once more soon after, but a letter inside reappears at
  // the end of the part: closing at the first letter's last copy is wrong.
  const pushed = [];
  for (let j = 0; j + 2 < 26 && pushed.length < n; j += 3) {
    const [a, b, c] = [ALPHABET[j], ALPHABET[j + 1], ALPHABET[j + 2]];
    pushed.push(a + b + a + c.repeat(rng.int(10, 50)) + b);
  }
  let pushedText = pushed.join("");
  pushedText += "z".repeat(n - pushedText.length);
  return [
    { label: "|s| = 500, 26 blocks of one letter each: 26 parts", input: { s: single } },
    { label: "|s| = 500, letters grouped in 8 shuffled blocks: 8 parts", input: { s: shuffledBlocks(rng, n, 8) } },
    { label: "|s| = 500, letters grouped in 20 shuffled blocks: 20 parts", input: { s: shuffledBlocks(rng, n, 20) } },
    { label: "|s| = 500, random letters: one part", input: { s: rng.string(n, ALPHABET) } },
    { label: "|s| = 500, all the same letter", input: { s: "q".repeat(n) } },
    { label: "|s| = 500, the first letter again at the very end: one part", input: { s: "a" + rng.string(n - 2, ALPHABET.slice(1)) + "a" } },
    { label: "|s| = 500, a chain of overlapping pairs of letters: one part", input: { s: chain } },
    { label: "|s| = 500, each part's end pushed by a letter inside it", input: { s: pushedText } },
    { label: "|s| = 26, the alphabet: 26 parts of size 1", input: { s: ALPHABET } },
    { label: "|s| = 1", input: { s: "z" } },
    { label: "|s| = 2, two different letters", input: { s: "yx" } },
  ];
}
