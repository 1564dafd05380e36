// Hidden tests for s of 1 to 15 symbols, every one a valid numeral for 1..3999: the longest numeral
// (15 symbols), the largest value, all six subtractive pairs, random long numerals and the
// one-symbol extremes. Every input is written by toRoman from its value, so it keeps the promise.

const TABLE = [
  [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
];

function toRoman(n) {
  let s = "";
  for (const [v, sym] of TABLE) {
    while (n >= v) {
      s += sym;
      n -= v;
    }
  }
  return s;
}

/** A random value in 1..3999 whose numeral has exactly len symbols. */
function ofLength(rng, len) {
  const values = [];
  for (let v = 1; v <= 3999; v++) if (toRoman(v).length === len) values.push(v);
  return toRoman(rng.pick(values));
}

export default function generate(rng) {
  return [
    { label: "the longest numeral, 15 symbols (3888)", input: { s: toRoman(3888) } },
    { label: "the largest value, 3999: CM, XC and IX in one numeral", input: { s: toRoman(3999) } },
    { label: "CD, XC and IV after a leading M (1494)", input: { s: toRoman(1494) } },
    { label: "CM, XL and IX after MMM (3949)", input: { s: toRoman(3949) } },
    { label: "a random numeral of 14 symbols", input: { s: ofLength(rng, 14) } },
    { label: "a random numeral of 13 symbols", input: { s: ofLength(rng, 13) } },
    { label: "s = I, the smallest value", input: { s: "I" } },
    { label: "s = M, one symbol of the largest value", input: { s: "M" } },
  ];
}
