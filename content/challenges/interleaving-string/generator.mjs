// Hidden tests at the stated limits (s1 and s2 of 100 letters, s3 of 200): one repeated letter
// with a single wrong letter at the very end (every route looks fine until the last step, so the
// recursion without memo explores C(200, 100) routes), random interleavings over few letters where
// greedy choices fail, interleavings broken by swapping two letters, a length mismatch, and the
// empty strings.

const N = 100;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A random interleaving of a and b. */
function interleave(rng, a, b) {
  let i = 0;
  let j = 0;
  let out = "";
  while (i < a.length || j < b.length) {
    const fromA = j >= b.length || (i < a.length && rng.bool(0.5));
    out += fromA ? a[i++] : b[j++];
  }
  return out;
}

/** s with the letters at two random positions that differ swapped (s unchanged if all equal). */
function swapTwo(rng, s) {
  const letters = [...s];
  for (let tries = 0; tries < 1000; tries++) {
    const p = rng.int(0, letters.length - 1);
    const q = rng.int(0, letters.length - 1);
    if (letters[p] !== letters[q]) {
      [letters[p], letters[q]] = [letters[q], letters[p]];
      break;
    }
  }
  return letters.join("");
}

export default function generate(rng) {
  const a = "a".repeat(N);
  const ab1 = rng.string(N, "ab");
  const ab2 = rng.string(N, "ab");
  const mixed = interleave(rng, ab1, ab2);
  const w1 = rng.string(N, LETTERS);
  const w2 = rng.string(N, LETTERS);
  const sparse1 = rng.string(N, "aaaaaaaab");
  const sparse2 = rng.string(N, "aaaaaaaab");
  const lone = rng.string(N, "xyz");

  return [
    { label: "100 and 100, all 'a'; s3 is 199 'a' and a final 'b' (false)", input: { s1: a, s2: a, s3: "a".repeat(2 * N - 1) + "b" } },
    { label: "100 and 100, all 'a'; s3 is 200 'a' (true)", input: { s1: a, s2: a, s3: "a".repeat(2 * N) } },
    { label: "100 and 100 over 'ab', s3 a random interleaving", input: { s1: ab1, s2: ab2, s3: mixed } },
    { label: "100 and 100 over 'ab', two letters of an interleaving swapped", input: { s1: ab1, s2: ab2, s3: swapTwo(rng, mixed) } },
    { label: "100 and 100, mostly 'a' with rare 'b', s3 a random interleaving", input: { s1: sparse1, s2: sparse2, s3: interleave(rng, sparse1, sparse2) } },
    { label: "100 and 100, mostly 'a', two letters of an interleaving swapped", input: { s1: sparse1, s2: sparse2, s3: swapTwo(rng, interleave(rng, sparse1, sparse2)) } },
    { label: "100 and 100 over 26 letters, s3 a random interleaving", input: { s1: w1, s2: w2, s3: interleave(rng, w1, w2) } },
    { label: "100 and 100, s1 and s2 equal, s3 = s1 + s2", input: { s1: ab1, s2: ab1, s3: ab1 + ab1 } },
    { label: "100 and 99 with s3 of 200: lengths do not add up", input: { s1: ab1, s2: ab2.slice(1), s3: mixed } },
    { label: "0 and 100, s3 = s2", input: { s1: "", s2: lone, s3: lone } },
    { label: "100 and 0, s3 = s1 with its last letter changed", input: { s1: lone, s2: "", s3: lone.slice(0, N - 1) + "w" } },
    { label: "all three empty", input: { s1: "", s2: "", s3: "" } },
    { label: "s1 and s2 empty, s3 one letter", input: { s1: "", s2: "", s3: "q" } },
  ];
}
