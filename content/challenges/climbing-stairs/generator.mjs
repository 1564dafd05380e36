// Hidden tests at the stated limit (n <= 45): the largest staircases, where the count is close to
// 2^31 and plain recursion makes billions of calls, a few other large n, and the smallest ones.
// The hand-written tests already hold n = 44 and n = 45; these add the neighbours they skip.

export default function generate() {
  return [
    { label: "n = 45, the maximum (answer just below 2^31)", input: { n: 45 } },
    { label: "n = 43", input: { n: 43 } },
    { label: "n = 42", input: { n: 42 } },
    { label: "n = 41", input: { n: 41 } },
    { label: "n = 39", input: { n: 39 } },
    { label: "n = 6", input: { n: 6 } },
    { label: "n = 2, the smallest with two ways", input: { n: 2 } },
    { label: "n = 1, the minimum", input: { n: 1 } },
  ];
}
