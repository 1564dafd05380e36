// Hidden tests at the stated limits (n = 5 * 10^4, values in [1, 10^5]). Fixing every start and
// extending the end costs about n^2 / 2 = 1.25 * 10^9 steps whenever the count of odd numbers
// stays at or below k for long stretches: few odd numbers, or k close to n. Most tests are of that
// kind, so that the O(n^2) scan runs out of time even when it stops once it passes k odd numbers.
// Random values over the whole range with a small k let that scan stop early; they check
// correctness. The slow shapes use one-digit values to keep the inputs under 3 MB.

const V = 100_000;

// One-digit values of one parity, for the long inputs.
const even = (rng) => rng.pick([2, 4, 6, 8]);
const odd = (rng) => rng.pick([1, 3, 5, 7, 9]);

export default function generate(rng) {
  const n = 50_000;
  const evens = () => Array.from({ length: n }, () => even(rng));
  const odds = () => Array.from({ length: n }, () => odd(rng));

  const sparse = evens();
  for (let i = 0; i < 20; i++) sparse[Math.floor((i * n) / 20) + rng.int(0, n / 20 - 1)] = odd(rng);
  const rare = Array.from({ length: n }, () => (rng.int(1, 1000) === 1 ? odd(rng) : even(rng)));
  const rareOdd = rare.reduce((count, x) => count + (x & 1), 0);
  const lastOdd = evens();
  lastOdd[n - 1] = V - 1;
  const middleOdd = evens();
  middleOdd[n / 2] = 1;
  const bothEnds = evens();
  bothEnds[0] = 1;
  bothEnds[n - 1] = V - 1;
  const firstOdd = evens();
  firstOdd[0] = V - 1;
  const everyThousand = Array.from({ length: n }, (_, i) => (i % 1000 === 999 ? odd(rng) : even(rng)));
  const sparse100 = evens();
  for (let i = 0; i < 100; i++) sparse100[Math.floor((i * n) / 100) + rng.int(0, n / 100 - 1)] = odd(rng);
  const alternating = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1 : 2));
  const oddFromHalf = Array.from({ length: n }, (_, i) => (i < n / 2 ? even(rng) : odd(rng)));

  return [
    { label: "n = 5*10^4, random values over the whole range, k = 1", input: { nums: rng.ints(n, 1, V), k: 1 } },
    { label: "n = 5*10^4, random values over the whole range, k = 100", input: { nums: rng.ints(n, 1, V), k: 100 } },
    { label: "n = 5*10^4, all odd, k = n: only the whole array", input: { nums: odds(), k: n } },
    { label: "n = 5*10^4, all odd, k = n - 1: two subarrays", input: { nums: odds(), k: n - 1 } },
    { label: "n = 5*10^4, all even, k = 1: no nice subarray", input: { nums: evens(), k: 1 } },
    { label: "n = 5*10^4, all even, k = n: no nice subarray", input: { nums: evens(), k: n } },
    { label: "n = 5*10^4, all even, k = n/2: no nice subarray", input: { nums: evens(), k: n / 2 } },
    { label: "n = 5*10^4, all odd, k = n - 2: three subarrays", input: { nums: odds(), k: n - 2 } },
    { label: "n = 5*10^4, only 20 odd numbers spread out, k = 10", input: { nums: sparse, k: 10 } },
    { label: "n = 5*10^4, about one odd number in 1000, k = all of them", input: { nums: rare, k: Math.max(1, rareOdd) } },
    { label: "n = 5*10^4, one odd number at the far end, k = 1", input: { nums: lastOdd, k: 1 } },
    { label: "n = 5*10^4, one odd number at the start, k = 1", input: { nums: firstOdd, k: 1 } },
    { label: "n = 5*10^4, every 1000th number odd, k = 40", input: { nums: everyThousand, k: 40 } },
    { label: "n = 5*10^4, only 100 odd numbers spread out, k = 50", input: { nums: sparse100, k: 50 } },
    { label: "n = 5*10^4, one odd number in the middle, k = 1: the largest answer", input: { nums: middleOdd, k: 1 } },
    { label: "n = 5*10^4, odd numbers only at both ends, k = 2", input: { nums: bothEnds, k: 2 } },
    { label: "n = 5*10^4, all 1, k = n/2", input: { nums: Array(n).fill(1), k: n / 2 } },
    { label: "n = 5*10^4, alternating odd and even, k = n/2", input: { nums: alternating, k: n / 2 } },
    { label: "n = 5*10^4, even first half, odd second half, k = n/4", input: { nums: oddFromHalf, k: n / 4 } },
    { label: "n = 1, one odd number, k = 1", input: { nums: [1], k: 1 } },
    { label: "n = 1, one even number, k = 1", input: { nums: [V], k: 1 } },
    { label: "n = 2, odd then even, k = 2: too few odd numbers", input: { nums: [V - 1, V], k: 2 } },
  ];
}
