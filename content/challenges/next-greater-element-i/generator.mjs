// Hidden tests at the stated limits (both arrays up to 1000 distinct values in [0, 10^4], nums1
// drawn from nums2). At this size scanning nums2 for every query (10^6 steps) also fits: these
// tests check correctness on the shapes that break shortcuts, not speed.

const V = 10_000;

export default function generate(rng) {
  const m = 1000;
  const random = rng.distinctInts(m, 0, V);
  const falling = Array.from({ length: m }, (_, i) => V - i * 10);
  const rising = Array.from({ length: m }, (_, i) => i * 10);
  // High, low, high, low...: every low value's answer is its right neighbour, every high value's
  // the next higher peak.
  const zigzag = Array.from({ length: m }, (_, i) => (i % 2 === 0 ? 5000 + i : 4999 - i));
  // The maximum at the very end: every value's first greater element is far away or that maximum.
  const lastMax = rng.shuffle(Array.from({ length: m - 1 }, (_, i) => i));
  lastMax.push(V);
  return [
    { label: "1000 random values, every one queried in a shuffled order", input: { nums1: rng.shuffle(random.slice()), nums2: random } },
    { label: "1000 values falling from 10^4: every answer is -1", input: { nums1: rng.shuffle(falling.slice()), nums2: falling } },
    { label: "1000 values rising to 9990: every answer is the right neighbour", input: { nums1: rng.shuffle(rising.slice()), nums2: rising } },
    { label: "1000 values in a zigzag, 500 queried", input: { nums1: rng.shuffle(zigzag.slice()).slice(0, 500), nums2: zigzag } },
    { label: "1000 values, the maximum last, every one queried", input: { nums1: lastMax.slice().reverse(), nums2: lastMax } },
    { label: "1000 random values, only the last one queried", input: { nums1: [random[m - 1]], nums2: random } },
    { label: "one value each, the maximum", input: { nums1: [V], nums2: [V] } },
    { label: "two values, 0 before 10^4, both queried", input: { nums1: [V, 0], nums2: [0, V] } },
  ];
}
