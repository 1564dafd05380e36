// Hidden tests at the stated limits (50 nodes per list, values -100..100, both sorted): interleaved,
// one list entirely before the other, all equal, duplicates across lists, and empty lists.

function sorted(rng, n, lo = -100, hi = 100) {
  return rng.ints(n, lo, hi).sort((a, b) => a - b);
}

export default function generate(rng) {
  const n = 50;
  return [
    { label: "50 + 50, random sorted values", input: { list1: sorted(rng, n), list2: sorted(rng, n) } },
    { label: "50 + 50, list1 entirely below list2", input: { list1: sorted(rng, n, -100, -1), list2: sorted(rng, n, 0, 100) } },
    { label: "50 + 50, list2 entirely below list1", input: { list1: sorted(rng, n, 1, 100), list2: sorted(rng, n, -100, 0) } },
    { label: "50 + 50, perfectly interleaved", input: { list1: Array.from({ length: n }, (_, i) => -100 + 4 * i), list2: Array.from({ length: n }, (_, i) => -98 + 4 * i) } },
    { label: "50 + 50, every value equal", input: { list1: new Array(n).fill(7), list2: new Array(n).fill(7) } },
    { label: "50 + 1, the single node belongs at the very end", input: { list1: sorted(rng, n, -100, 99), list2: [100] } },
    { label: "0 + 50", input: { list1: [], list2: sorted(rng, n) } },
    { label: "both empty", input: { list1: [], list2: [] } },
  ];
}
