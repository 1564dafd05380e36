// Hidden tests at the stated limits: four digits, including the largest answer ("7979" and "9999":
// 4^4 = 256 strings, from the two four-letter keys), random four-digit strings, one repeated digit,
// and the smallest inputs (no digits, which must give an empty list, and a single digit).

export default function generate(rng) {
  return [
    { label: "4 digits, only the four-letter keys 7 and 9: 256 combinations", input: { digits: "7979" } },
    { label: "4 digits, all 9: 256 combinations", input: { digits: "9999" } },
    { label: "4 random digits", input: { digits: rng.string(4, "23456789") } },
    { label: "4 random digits, again", input: { digits: rng.string(4, "23456789") } },
    { label: "4 digits, ascending 2..5", input: { digits: "2345" } },
    { label: "3 random digits", input: { digits: rng.string(3, "23456789") } },
    { label: "no digits: an empty list", input: { digits: "" } },
    { label: "1 digit", input: { digits: rng.pick(["2", "3", "4", "5", "6", "7", "8", "9"]) } },
  ];
}
