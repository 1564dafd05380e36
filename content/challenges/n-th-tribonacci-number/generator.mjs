// Hidden tests over the whole range (n <= 37): the largest n, whose answer 2082876103 is close to
// 2^31 and where plain recursion makes billions of calls, its neighbours, a few middle values the
// hand-written tests skip, and the three base cases.

export default function generate() {
  return [
    { label: "n = 37, the maximum (answer just below 2^31)", input: { n: 37 } },
    { label: "n = 36", input: { n: 36 } },
    { label: "n = 35", input: { n: 35 } },
    { label: "n = 33", input: { n: 33 } },
    { label: "n = 28", input: { n: 28 } },
    { label: "n = 13", input: { n: 13 } },
    { label: "n = 2, a base case", input: { n: 2 } },
    { label: "n = 1, a base case", input: { n: 1 } },
    { label: "n = 0, the minimum", input: { n: 0 } },
  ];
}
