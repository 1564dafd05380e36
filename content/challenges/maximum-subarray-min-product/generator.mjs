// Hidden tests at the stated limits (n = 10^5, values in [1, 10^7]). Trying every subarray costs
// about n^2 / 2 = 5 * 10^9 steps. The statement promises that the largest min-product fits in a
// signed 64-bit integer, so the all-equal test uses 9 * 10^6 (9 * 10^6 * 9 * 10^11 = 8.1 * 10^18,
// just under 2^63); 10^7 everywhere would break that promise. Sorted and pyramid shapes keep every
// index on the stack at once; long runs of equal values test the ties. The shapes with small values
// keep the inputs under 3 MB.

const V = 10_000_000;

export default function generate(rng) {
  const n = 100_000;
  const rising = Array.from({ length: n }, (_, i) => Math.floor(i / 1000) + 1);
  const falling = Array.from({ length: n }, (_, i) => Math.floor((n - 1 - i) / 1000) + 1);
  const pyramid = Array.from({ length: n }, (_, i) => Math.floor(Math.min(i, n - 1 - i) / 1000) + 1);
  const peak = Array(n).fill(1);
  peak[n - 1] = V;
  return [
    { label: "n = 10^5, random values over the whole range", input: { nums: rng.ints(n, 1, V) } },
    { label: "n = 10^5, all 9*10^6: the largest min-product, near 2^63", input: { nums: Array(n).fill(9_000_000) } },
    { label: "n = 10^5, rising in steps of 1000 equal values", input: { nums: rising } },
    { label: "n = 10^5, falling in steps of 1000 equal values", input: { nums: falling } },
    { label: "n = 10^5, a pyramid: rising then falling", input: { nums: pyramid } },
    { label: "n = 10^5, random values 1 to 9: long runs of ties", input: { nums: rng.ints(n, 1, 9) } },
    { label: "n = 10^5, all 1 except 10^7 at the far end: the single value wins", input: { nums: peak } },
    { label: "n = 1, value 1", input: { nums: [1] } },
    { label: "n = 1, value 10^7: 10^14 reduced modulo 10^9 + 7", input: { nums: [V] } },
    { label: "n = 2, the two extremes", input: { nums: [1, V] } },
  ];
}
