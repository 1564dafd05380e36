// Hidden tests at the stated limits (n = 5000 distinct values in [-10^4, 10^4], rotated): the
// target in the longer or the shorter sorted piece, at the rotation point, at the ends, absent in a
// gap or outside the range; rotations by 0, 1 and n - 1; and the one- and two-element arrays. A
// linear scan is fast at this size, so these tests are about choosing the right half.

const V = 10_000;

/** n distinct values in [lo, hi], sorted, then rotated left by k (nums[0] is the k-th smallest). */
function rotated(rng, n, k, lo = -V, hi = V) {
  const sorted = rng.distinctInts(n, lo, hi).sort((a, b) => a - b);
  return [...sorted.slice(k), ...sorted.slice(0, k)];
}

export default function generate(rng) {
  const n = 5000;
  const a = rotated(rng, n, 3217);
  const b = rotated(rng, n, 1289);
  const c = rotated(rng, n, 2500);
  const none = rotated(rng, n, 0);
  const one = rotated(rng, n, 1);
  const last = rotated(rng, n, n - 1);
  const inner = rotated(rng, n, 777, -V + 1, V - 1);
  // The even values from -V, rotated: an odd target between two of them is absent.
  const evens = Array.from({ length: n }, (_, i) => -V + 2 * i);
  const evenRot = [...evens.slice(4100), ...evens.slice(0, 4100)];
  return [
    { label: "n = 5000, rotated by 3217, target in the right piece", input: { nums: a, target: a[4321] } },
    { label: "n = 5000, rotated by 1289, target in the left piece", input: { nums: b, target: b[1000] } },
    { label: "n = 5000, rotated by 2500, target is the smallest value", input: { nums: c, target: c[2500] } },
    { label: "n = 5000, rotated by 2500, target is the largest value", input: { nums: c, target: c[2499] } },
    { label: "n = 5000, not rotated, target is the last value", input: { nums: none, target: none[n - 1] } },
    { label: "n = 5000, rotated by 1, target is the first value", input: { nums: one, target: one[0] } },
    { label: "n = 5000, rotated by n - 1 (the smallest value last), target is it", input: { nums: last, target: last[n - 1] } },
    { label: "n = 5000, rotated by n - 1, target just after the first value", input: { nums: last, target: last[1] } },
    { label: "n = 5000, target absent in a gap of the shorter piece", input: { nums: evenRot, target: evenRot[300] + 1 } },
    { label: "n = 5000, target absent in a gap of the longer piece", input: { nums: evenRot, target: evenRot[3000] - 1 } },
    { label: "n = 5000, target below every value", input: { nums: inner, target: -V } },
    { label: "n = 5000, target above every value", input: { nums: inner, target: V } },
    { label: "n = 1, target present", input: { nums: [-V], target: -V } },
    { label: "n = 1, target absent", input: { nums: [V], target: -V } },
    { label: "n = 2, rotated, target is the second value", input: { nums: [V, -V], target: -V } },
    { label: "n = 2, rotated, target between them is absent", input: { nums: [V, -V], target: 0 } },
  ];
}
