// Hidden tests at the stated limits (n = 10^4, qualities and wages 1..10^4): random crews with k at
// the middle, at 1 and at n, all equal, crews where the lowest ratios belong to the heaviest
// workers (so the cheapest-looking picks are wrong), ratios sorted both ways, and the smallest
// crews. Answers stay below about 10^10 so that every sound way of computing the double rounds to
// within 10^-5 of the exact value. Trying every worker as the ratio-setter and sorting is
// O(n^2 log n) here.

const N = 10_000;
const Q = 10_000;

export default function generate(rng) {
  // Random, qualities high enough that the answer stays moderate.
  const q1 = rng.ints(N, 5_000, Q);
  const w1 = rng.ints(N, 1, Q);

  // The first 500 workers have the best ratios (about 1) but the heaviest qualities (10^4);
  // the other 9500 have quality 1 to 20 and ratios near 50.
  const q2 = [];
  const w2 = [];
  for (let i = 0; i < N; i++) {
    if (i < 500) {
      q2.push(Q);
      w2.push(rng.int(9_900, Q));
    } else {
      const q = rng.int(1, 20);
      q2.push(q);
      w2.push(q * rng.int(45, 50) + rng.int(0, 4));
    }
  }
  const order2 = rng.permutation(N);

  // Ratios rising with the index (quality falling, wage rising), and the same crew reversed.
  const q3 = Array.from({ length: N }, (_, i) => Q - i);
  const w3 = Array.from({ length: N }, (_, i) => 1 + i);

  return [
    { label: "n = 10^4, k = 5000, random qualities 5000..10^4 and wages 1..10^4", input: { quality: q1, wage: w1, k: 5_000 } },
    {
      label: "n = 10^4, k = 10^4: everyone is hired, paid at the crew's highest ratio",
      input: { quality: rng.ints(N, 5_000, Q), wage: rng.ints(N, 1, Q), k: N },
    },
    { label: "n = 10^4, k = 1: the answer is the smallest wage", input: { quality: rng.ints(N, 1, Q), wage: rng.ints(N, 2, Q), k: 1 } },
    { label: "n = 10^4, k = 10^4, every quality and wage 10^4: 10^8", input: { quality: Array(N).fill(Q), wage: Array(N).fill(Q), k: N } },
    {
      label: "n = 10^4, k = 600: the 500 lowest ratios belong to the heaviest workers",
      input: { quality: order2.map((i) => q2[i]), wage: order2.map((i) => w2[i]), k: 600 },
    },
    {
      label: "n = 10^4, k = 300: the same crew with a smaller k",
      input: { quality: order2.map((i) => q2[i]), wage: order2.map((i) => w2[i]), k: 300 },
    },
    { label: "n = 10^4, k = 2000, ratios increasing along the list", input: { quality: q3, wage: w3, k: 2_000 } },
    { label: "n = 10^4, k = 2000, ratios decreasing along the list", input: { quality: [...q3].reverse(), wage: [...w3].reverse(), k: 2_000 } },
    { label: "n = 10^4, k = 7000, every ratio equal to 1 (wage = quality)", input: (() => { const q = rng.ints(N, 1, Q); return { quality: q, wage: [...q], k: 7_000 }; })() },
    { label: "n = 1, k = 1, quality 10^4 and wage 1", input: { quality: [Q], wage: [1], k: 1 } },
    { label: "n = 2, k = 2, quality 1 wage 10^4 beside quality 10^4 wage 1", input: { quality: [1, Q], wage: [Q, 1], k: 2 } },
  ];
}
