// Hidden tests at the stated limits (both arrays up to 1000 values in [-10^6, 10^6]): one array
// entirely below the other, interleaved values, duplicates across the cut, one empty array,
// odd and even totals, and the smallest inputs. Merging is fast at this size: these tests check
// the cut's bounds (a cut at either end of an array, an empty array).

const V = 1_000_000;

const sorted = (list) => list.sort((a, b) => a - b);

export default function generate(rng) {
  const m = 1000;
  return [
    { label: "m = n = 1000, random over the whole range", input: { nums1: sorted(rng.ints(m, -V, V)), nums2: sorted(rng.ints(m, -V, V)) } },
    { label: "m = n = 1000, nums1 entirely below nums2", input: { nums1: sorted(rng.ints(m, -V, -1)), nums2: sorted(rng.ints(m, 0, V)) } },
    { label: "m = 1000, n = 999, nums2 entirely below nums1 (odd total)", input: { nums1: sorted(rng.ints(m, 1, V)), nums2: sorted(rng.ints(m - 1, -V, 0)) } },
    { label: "m = n = 1000, interleaved: nums1 even, nums2 odd", input: { nums1: Array.from({ length: m }, (_, i) => 2 * i - m), nums2: Array.from({ length: m }, (_, i) => 2 * i + 1 - m) } },
    { label: "m = n = 1000, all equal", input: { nums1: Array(m).fill(-V), nums2: Array(m).fill(-V) } },
    { label: "m = 0, n = 1000, the extremes at both ends", input: { nums1: [], nums2: [-V, ...sorted(rng.ints(m - 2, -V, V)), V] } },
    { label: "m = 1, n = 1000, the single value goes in the middle", input: { nums1: [0], nums2: sorted(rng.ints(m, -V, V)) } },
    { label: "m = 1, n = 0", input: { nums1: [V], nums2: [] } },
    { label: "m = 1, n = 1, the extremes: the median is 0", input: { nums1: [V], nums2: [-V] } },
  ];
}
