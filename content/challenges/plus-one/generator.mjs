// Hidden tests at the stated limit (100 digits, far beyond 64-bit integers): all nines (the answer
// grows by a digit), long runs of trailing nines, a carry that stops at the first digit, no carry
// at all; plus the one-digit inputs.

/** `len` random digits with no leading zero. */
function number(rng, len) {
  return [rng.int(1, 9), ...rng.ints(len - 1, 0, 9)];
}

export default function generate(rng) {
  const n = 100;
  const halfNines = [...number(rng, 50).slice(0, 49), rng.int(0, 8), ...Array(50).fill(9)];
  const carryToFirst = [rng.int(1, 8), ...Array(n - 1).fill(9)];
  const noCarry = [...number(rng, n - 1), rng.int(0, 8)];
  const onePowerOfTen = [1, ...Array(n - 1).fill(0)];
  return [
    { label: "100 nines: the answer has 101 digits", input: { digits: Array(n).fill(9) } },
    { label: "100 digits, the last 50 are nines", input: { digits: halfNines } },
    { label: "100 digits, 99 trailing nines: the carry stops at the first digit", input: { digits: carryToFirst } },
    { label: "100 random digits, last digit below 9: no carry", input: { digits: noCarry } },
    { label: "10^99: a one followed by 99 zeros", input: { digits: onePowerOfTen } },
    { label: "100 random digits", input: { digits: number(rng, n) } },
    { label: "one digit 0", input: { digits: [0] } },
    { label: "one digit 9", input: { digits: [9] } },
  ];
}
