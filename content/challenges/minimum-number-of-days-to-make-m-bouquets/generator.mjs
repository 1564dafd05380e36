// Hidden tests at the stated limits (n = 10^5, days up to 10^9, m up to 10^6, k up to n). m * k
// reaches 10^11, past 32 bits (and 65536 * 65537 wraps to 65536); flowers that open early but apart make no bouquet; the answer sits
// at the largest day when every flower is needed. Inputs must stay near 3 MB, so only one
// full-size test draws days from the whole range.

const D = 1_000_000_000;

export default function generate(rng) {
  const n = 100_000;
  const oneLate = rng.ints(n, 1, 99);
  oneLate[rng.int(0, n - 1)] = D;
  const alternating = Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? 1 : D));
  const s = 30_000;
  const increasing = Array.from({ length: s }, (_, i) => i + 1);
  const decreasing = Array.from({ length: s }, (_, i) => s - i);
  return [
    { label: "n = 10^5, random days up to 10^9, m = 1000, k = 50", input: { bloomDay: rng.ints(n, 1, D), m: 1000, k: 50 } },
    { label: "n = 10^5, m = 10^6, k = 10^5: m * k = 10^11 overflows 32 bits, -1", input: { bloomDay: rng.ints(n, 1, 9), m: 1_000_000, k: n } },
    { label: "n = 10^5, m = 65536, k = 65537: m * k wraps to 65536 in 32 bits, still -1", input: { bloomDay: rng.ints(n, 1, 9), m: 65_536, k: 65_537 } },
    { label: "n = 10^5, m = 1, k = n: every flower, the one at 10^9 included", input: { bloomDay: oneLate, m: 1, k: n } },
    { label: "n = 10^5, m = n, k = 1: the answer is the largest day", input: { bloomDay: rng.ints(n, 1, 9), m: n, k: 1 } },
    { label: "n = 1000, m = 10^6, k = 1: more bouquets than flowers, -1", input: { bloomDay: rng.ints(1000, 1, 9), m: 1_000_000, k: 1 } },
    { label: "n = 3 * 10^4, days 1..n increasing, m = 333, k = 90", input: { bloomDay: increasing, m: 333, k: 90 } },
    { label: "n = 3 * 10^4, days n..1 decreasing, m = 7, k = 4285", input: { bloomDay: decreasing, m: 7, k: 4_285 } },
    { label: "n = 2 * 10^4, days 1 and 10^9 alternating, k = 2: adjacency forces 10^9", input: { bloomDay: alternating, m: 1, k: 2 } },
    { label: "n = 2 * 10^4, days 1 and 10^9 alternating, m = 10^4, k = 1: day 1 is enough", input: { bloomDay: alternating, m: 10_000, k: 1 } },
    { label: "n = 2 * 10^4, every flower on day 10^9, m = 2, k = 10^4", input: { bloomDay: Array(20_000).fill(D), m: 2, k: 10_000 } },
    { label: "n = 1, m = 1, k = 1", input: { bloomDay: [D], m: 1, k: 1 } },
    { label: "n = 1, m = 2, k = 1: -1", input: { bloomDay: [1], m: 2, k: 1 } },
  ];
}
