// Hidden tests at the stated limit (both strings up to 10^4 digits), far beyond any 64-bit
// integer: all ones plus all ones (a carry through every column and one extra digit), all ones
// plus 1 (the carry ripples to the very top), a power of two plus a short number (no carry),
// very different lengths either way, random digits, and the smallest strings ("0" and "1").

const N = 10_000;

/** A random binary string of `len` digits without a leading zero (len >= 1). */
function randomBinary(rng, len) {
  if (len === 1) return rng.pick(["0", "1"]);
  return "1" + rng.string(len - 1, "01");
}

export default function generate(rng) {
  const ones = "1".repeat(N);
  return [
    { label: "10^4 ones + 10^4 ones: a carry in every column", input: { a: ones, b: ones } },
    { label: "10^4 ones + 1: the carry ripples to the top", input: { a: ones, b: "1" } },
    { label: "1 + 10^4 ones: the short string first", input: { a: "1", b: ones } },
    { label: "10^4 random digits each", input: { a: randomBinary(rng, N), b: randomBinary(rng, N) } },
    { label: "10^4 random digits + 10^4 random digits, again", input: { a: randomBinary(rng, N), b: randomBinary(rng, N) } },
    { label: "2^9999 + a short number: no carry at all", input: { a: "1" + "0".repeat(N - 1), b: "1011" } },
    { label: "10^4 digits + 64 digits: past any 64-bit integer", input: { a: randomBinary(rng, N), b: "1".repeat(64) } },
    { label: "0 + 10^4 random digits", input: { a: "0", b: randomBinary(rng, N) } },
    { label: "10^4 alternating digits + their complement: every column sums to 1", input: { a: "10".repeat(N / 2), b: "1" + "01".repeat(N / 2 - 1) } },
    { label: "0 + 0: the smallest input", input: { a: "0", b: "0" } },
    { label: "1 + 1", input: { a: "1", b: "1" } },
  ];
}
