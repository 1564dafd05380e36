// Hidden tests at the stated limit (s.length = 10^4): the most words a string can hold, one word
// filling everything, long runs of spaces at both ends and between words, and the smallest inputs.

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const N = 10_000;

/** Random words separated by runs of 1..maxGap spaces, with random padding, exactly n long. */
function messy(rng, n, maxWord, maxGap) {
  let s = " ".repeat(rng.int(1, maxGap));
  for (;;) {
    const word = rng.string(rng.int(1, maxWord), ALNUM);
    const gap = rng.int(1, maxGap);
    // Keep room for at least one trailing space.
    if (s.length + word.length + 1 > n) break;
    s += word + " ".repeat(Math.min(gap, n - s.length - word.length));
  }
  return s + " ".repeat(n - s.length);
}

export default function generate(rng) {
  const letters = rng.string(N / 2, ALNUM);
  return [
    {
      label: "s.length = 10^4, the most words possible: 5000 one-character words, single spaces, one leading space",
      input: { s: " " + letters.split("").join(" ") },
    },
    {
      label: "s.length = 10^4, one word with no spaces at all",
      input: { s: rng.string(N, ALNUM) },
    },
    {
      label: "s.length = 10^4, random words and runs of up to 20 spaces, padded at both ends",
      input: { s: messy(rng, N, 12, 20) },
    },
    {
      label: "s.length = 10^4, one-character words separated by runs of 1 to 3 spaces",
      input: { s: messy(rng, N, 1, 3) },
    },
    {
      label: "s.length = 10^4, only spaces and one character at the very end",
      input: { s: " ".repeat(N - 1) + rng.pick(ALNUM.split("")) },
    },
    {
      label: "s.length = 10^4, two long words with 4000 spaces between them and around them",
      input: { s: " ".repeat(1000) + rng.string(2000, ALNUM) + " ".repeat(4000) + rng.string(2000, ALNUM) + " ".repeat(1000) },
    },
    {
      label: "s.length = 1, a single character",
      input: { s: rng.pick(ALNUM.split("")) },
    },
    {
      label: "s.length = 3, one character between two spaces",
      input: { s: " " + rng.pick(ALNUM.split("")) + " " },
    },
  ];
}
