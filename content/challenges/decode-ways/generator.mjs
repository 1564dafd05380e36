// Hidden tests at the stated limit (100 digits, every answer within a 32-bit int as promised): the
// largest count (45 ones then a 7, 1836311903), a run of ones that dies on a final "30" (answer 0
// after exponentially many partial decodings for a recursion without memo), forced pairs with '0',
// two zeros in a row, a leading zero, random digits, and the one-digit minimum.

const N = 100;
const LIMIT = 2147483647n;

function count(s) {
  let two = 1n;
  let one = s[0] === "0" ? 0n : 1n;
  for (let i = 1; i < s.length; i++) {
    const w = (s[i] !== "0" ? one : 0n) + (s[i - 1] === "1" || (s[i - 1] === "2" && s[i] <= "6") ? two : 0n);
    two = one;
    one = w;
  }
  return one;
}

// A random string from `alphabet` with at least one reading and a count within the 32-bit promise:
// a '0' is only drawn right after a '1' or a '2'.
function fitting(rng, alphabet) {
  for (;;) {
    let s = "";
    while (s.length < N) {
      const d = rng.pick([...alphabet]);
      if (d !== "0" || s.endsWith("1") || s.endsWith("2")) s += d;
    }
    if (count(s) <= LIMIT) return s;
  }
}

export default function generate(rng) {
  // Runs of 1s and 2s (length 1..12) each closed by a separator; a block is kept only while the
  // count stays within the promise, otherwise an '8' (which never pairs after a separator) is added.
  let blocks = "";
  while (blocks.length < N) {
    const block = rng.string(rng.int(1, 12), "12") + rng.pick(["0", "7", "9", "33", "48"]);
    if (blocks.length + block.length <= N && count(blocks + block) <= LIMIT) blocks += block;
    else blocks += "8";
  }

  return [
    { label: "n = 100, 45 ones then 7s: the largest count, 1836311903", input: { s: "1".repeat(44) + "7".repeat(56) } },
    { label: "n = 100, 98 ones then \"30\": answer 0 found only at the end", input: { s: "1".repeat(98) + "30" } },
    { label: "n = 100, 42 twos then \"0\" and 9s: the last 2 is forced onto the 0", input: { s: "2".repeat(42) + "0" + "9".repeat(57) } },
    { label: "n = 100, runs of 1s and 2s between digits that cannot pair", input: { s: blocks } },
    { label: "n = 100, random digits", input: { s: fitting(rng, "0123456789") } },
    { label: "n = 100, random digits from 0, 1, 2, 6, 7", input: { s: fitting(rng, "01267") } },
    { label: "n = 100, \"10\" repeated: every 0 forces its pair (answer 1)", input: { s: "10".repeat(N / 2) } },
    { label: "n = 100, \"10\" repeated then \"00\" (answer 0)", input: { s: "10".repeat(N / 2 - 1) + "00" } },
    { label: "n = 100, a leading zero (answer 0)", input: { s: "0" + "1".repeat(N - 1 - 60) + "9".repeat(60) } },
    { label: "n = 100, all 9s (answer 1)", input: { s: "9".repeat(N) } },
    { label: "n = 1, \"0\" (answer 0)", input: { s: "0" } },
    { label: "n = 1, \"5\"", input: { s: "5" } },
  ];
}
