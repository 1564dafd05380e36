// Hidden tests at the stated limit (both numbers up to 200 digits), far beyond any built-in
// integer: 200 nines squared (the most carrying), 10^199 squared (a 1 and 398 zeros), random
// 200-digit numbers, a 200-digit number times 0 (the answer is "0", not a row of zeros), times 1
// and times a single 9, numbers full of zeros, and the smallest inputs.

const N = 200;

/** A random decimal string of `len` digits without a leading zero (len >= 2). */
function randomNumber(rng, len) {
  return String(rng.int(1, 9)) + rng.string(len - 1, "0123456789");
}

export default function generate(rng) {
  const nines = "9".repeat(N);
  const big = randomNumber(rng, N);
  return [
    { label: "200 nines times 200 nines: a carry out of every column", input: { num1: nines, num2: nines } },
    { label: "10^199 times 10^199: a 1 followed by 398 zeros", input: { num1: "1" + "0".repeat(N - 1), num2: "1" + "0".repeat(N - 1) } },
    { label: "two random 200-digit numbers", input: { num1: randomNumber(rng, N), num2: randomNumber(rng, N) } },
    { label: "two more random 200-digit numbers", input: { num1: randomNumber(rng, N), num2: randomNumber(rng, N) } },
    { label: "a 200-digit number times 0: the answer is a single 0", input: { num1: big, num2: "0" } },
    { label: "0 times a 200-digit number", input: { num1: "0", num2: randomNumber(rng, N) } },
    { label: "a 200-digit number times 1", input: { num1: randomNumber(rng, N), num2: "1" } },
    { label: "9 times 200 nines", input: { num1: "9", num2: nines } },
    { label: "200 digits mostly zeros times 200 digits mostly zeros", input: { num1: "5" + "0".repeat(98) + "7" + "0".repeat(100), num2: "2" + "0".repeat(150) + "3" + "0".repeat(48) } },
    { label: "a 200-digit number times a 20-digit number (past 64 bits)", input: { num1: randomNumber(rng, N), num2: randomNumber(rng, 20) } },
    { label: "0 times 0: the smallest input", input: { num1: "0", num2: "0" } },
    { label: "1 times 1", input: { num1: "1", num2: "1" } },
  ];
}
