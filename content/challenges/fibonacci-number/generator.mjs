// Hidden tests over the whole range (n <= 30): the largest n, where plain recursion makes over a
// million calls, its neighbours that the hand-written tests skip, a few middle values, and the
// smallest ones, where an off-by-one start shows.

export default function generate() {
  return [
    { label: "n = 30, the maximum", input: { n: 30 } },
    { label: "n = 28", input: { n: 28 } },
    { label: "n = 27", input: { n: 27 } },
    { label: "n = 24", input: { n: 24 } },
    { label: "n = 17", input: { n: 17 } },
    { label: "n = 12", input: { n: 12 } },
    { label: "n = 5", input: { n: 5 } },
    { label: "n = 1", input: { n: 1 } },
    { label: "n = 0, the minimum", input: { n: 0 } },
  ];
}
