// Hidden tests at the stated limits (n = 3*10^4, values up to 3*10^4). Extending every start with
// a running minimum is 4.5 * 10^8 steps per test, so many shapes are given at full size: they are
// also the stack's hard cases. Increasing input keeps every index on the stack, decreasing input
// pops at every step, and long runs of ties catch subarrays counted twice (or not at all) when
// equal values meet. Every full-size answer is reduced modulo 10^9 + 7.

const V = 30_000;

export default function generate(rng) {
  const n = 30_000;
  const increasing = Array.from({ length: n }, (_, i) => i + 1);
  const decreasing = Array.from({ length: n }, (_, i) => V - i);
  const valley = Array.from({ length: n }, (_, i) => 1 + Math.abs(2 * i - (n - 1))); // 30000 down to 2 and back
  const mountain = valley.map((x) => V + 1 - x); // 1 up to 29999 and back
  const sawtooth = Array.from({ length: n }, (_, i) => (i % 100) + 1);
  const alternating = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1 : V));
  const lastMin = rng.ints(n, 2, V);
  lastMin[n - 1] = 1;
  // Blocks of 50 equal values, the blocks' values decreasing.
  const blocks = Array.from({ length: n }, (_, i) => V - Math.floor(i / 50));

  return [
    { label: "n = 3*10^4, random values over the whole range", input: { arr: rng.ints(n, 1, V) } },
    { label: "n = 3*10^4, increasing: every index stays on the stack", input: { arr: increasing } },
    { label: "n = 3*10^4, decreasing: every step pops", input: { arr: decreasing } },
    { label: "n = 3*10^4, all equal at the maximum", input: { arr: Array(n).fill(V) } },
    { label: "n = 3*10^4, all equal to 1", input: { arr: Array(n).fill(1) } },
    { label: "n = 3*10^4, random values in 1..3: many ties", input: { arr: rng.ints(n, 1, 3) } },
    { label: "n = 3*10^4, a valley (decreasing then increasing)", input: { arr: valley } },
    { label: "n = 3*10^4, a mountain (increasing then decreasing)", input: { arr: mountain } },
    { label: "n = 3*10^4, a sawtooth 1..100 repeated", input: { arr: sawtooth } },
    { label: "n = 3*10^4, 1 and 3*10^4 alternating", input: { arr: alternating } },
    { label: "n = 3*10^4, random, the only 1 at the last position", input: { arr: lastMin } },
    { label: "n = 3*10^4, random values near the top of the range", input: { arr: rng.ints(n, 29_000, V) } },
    { label: "n = 3*10^4, blocks of 50 equal values, decreasing", input: { arr: blocks } },
    { label: "n = 1, the smallest value", input: { arr: [1] } },
    { label: "n = 1, the largest value", input: { arr: [V] } },
    { label: "n = 2, two equal maxima", input: { arr: [V, V] } },
  ];
}
