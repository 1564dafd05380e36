// Hidden tests at the stated limits (100 digits per list, digits 0..9, no leading zeros): a carry
// that ripples through every column, lists of very different lengths, sums that do not fit in 64
// bits, no carry at all, and the zeros.

/** A number of `n` digits, least significant first, whose leading (last) digit is not zero. */
function number(rng, n) {
  const digits = rng.ints(n, 0, 9);
  if (n > 1) digits[n - 1] = rng.int(1, 9);
  return digits;
}

export default function generate(rng) {
  const nines = new Array(100).fill(9);
  return [
    { label: "100 + 100 random digits", input: { l1: number(rng, 100), l2: number(rng, 100) } },
    { label: "100 nines + 100 nines: a carry in every column and a 101st digit", input: { l1: nines, l2: nines.slice() } },
    { label: "100 nines + 1: the carry ripples through the longer list", input: { l1: nines.slice(), l2: [1] } },
    { label: "1 + 100 nines: the longer list is l2", input: { l1: [1], l2: nines.slice() } },
    { label: "100 + 99 random digits", input: { l1: number(rng, 100), l2: number(rng, 99) } },
    { label: "100 + 100 with no carry anywhere", input: { l1: Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 4 : 3)), l2: Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 5 : 1)) } },
    { label: "100 + 100, the first column sums to 10 and every other to 9: one carry ripples to the end", input: { l1: [5, ...new Array(98).fill(4), 4], l2: [5, ...new Array(98).fill(5), 4] } },
    { label: "0 + 100 random digits", input: { l1: [0], l2: number(rng, 100) } },
    { label: "0 + 0", input: { l1: [0], l2: [0] } },
    { label: "one digit each, with a carry", input: { l1: [rng.int(5, 9)], l2: [rng.int(5, 9)] } },
  ];
}
