// Hidden tests at the stated limits (300 nodes, values -100..100, sorted): every value equal,
// random sorted values with duplicates everywhere, every value from -100 to 100 once with a long
// run of 100s at the tail (the duplicates at the far end), runs of exactly two, a long run at the
// head, then the empty list and the shortest lists.

function sortedRandom(rng, n) {
  return rng.ints(n, -100, 100).sort((a, b) => a - b);
}

export default function generate(rng) {
  const n = 300;
  const everyValue = Array.from({ length: 201 }, (_, i) => i - 100);
  return [
    { label: "n = 300, every value -100: one node left", input: { head: new Array(n).fill(-100) } },
    { label: "n = 300, random sorted values", input: { head: sortedRandom(rng, n) } },
    { label: "n = 300, -100..100 once, then 99 more 100s at the tail", input: { head: [...everyValue, ...new Array(99).fill(100)] } },
    { label: "n = 300, a run of 100 copies of -100 at the head, then -99..100 once each", input: { head: [...new Array(100).fill(-100), ...everyValue.slice(1)] } },
    { label: "n = 300, runs of exactly two: -74, -74, -73, -73, ...", input: { head: Array.from({ length: n }, (_, i) => (i >> 1) - 74) } },
    { label: "n = 300, values in a narrow band [-3, 3]: long runs", input: { head: rng.ints(n, -3, 3).sort((a, b) => a - b) } },
    { label: "n = 0, the empty list", input: { head: [] } },
    { label: "n = 1", input: { head: [rng.int(-100, 100)] } },
    { label: "n = 2, equal values", input: { head: [100, 100] } },
    { label: "n = 3, all different", input: { head: [-100, 0, 100] } },
  ];
}
