// Hidden tests at the stated limits (both arrays 1000 long, values 0..1000): heavy repetition
// where each value must appear min(count1, count2) times, all-equal arrays, disjoint arrays,
// sorted against reverse-sorted, and arrays of very different lengths.

export default function generate(rng) {
  const n = 1000;
  const MAX = 1000;
  const sorted = rng.ints(n, 0, MAX).sort((a, b) => a - b);
  const evens = Array.from({ length: n }, (_, i) => 2 * (i % 501)); // 0, 2, ..., 1000
  const odds = Array.from({ length: n }, (_, i) => 2 * (i % 500) + 1); // 1, 3, ..., 999
  return [
    { label: "both 1000, random values in 0..1000", input: { nums1: rng.ints(n, 0, MAX), nums2: rng.ints(n, 0, MAX) } },
    { label: "both 1000, values in 0..3: many repeats", input: { nums1: rng.ints(n, 0, 3), nums2: rng.ints(n, 0, 3) } },
    { label: "both 1000, all equal to 1000: the whole array", input: { nums1: Array(n).fill(MAX), nums2: Array(n).fill(MAX) } },
    {
      label: "both 1000, nums1 all 0, nums2 holds one 0 at its end",
      input: { nums1: Array(n).fill(0), nums2: rng.ints(n - 1, 1, MAX).concat([0]) },
    },
    { label: "both 1000, even values against odd values: empty", input: { nums1: rng.shuffle(evens), nums2: rng.shuffle(odds) } },
    { label: "both 1000, sorted against reverse-sorted, same values", input: { nums1: sorted, nums2: [...sorted].reverse() } },
    {
      label: "both 1000, only the extremes 0 and 1000 in different proportions",
      input: { nums1: rng.shuffle(Array(300).fill(0).concat(Array(700).fill(MAX))), nums2: rng.shuffle(Array(800).fill(0).concat(Array(200).fill(MAX))) },
    },
    { label: "1 against 1000, the value occurs many times", input: { nums1: [500], nums2: rng.ints(n, 499, 501) } },
    { label: "1000 against 1, the value is absent", input: { nums1: rng.ints(n, 1, MAX), nums2: [0] } },
    { label: "both of length 1, equal", input: { nums1: [7], nums2: [7] } },
    { label: "both of length 1, different", input: { nums1: [0], nums2: [MAX] } },
  ];
}
