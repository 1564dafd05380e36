// Hidden tests at the stated limits (n = 2 * 10^4, heights up to 10^5): scanning both sides of
// every bar costs O(n^2). Shapes that fool the usual wrong ideas: monotone slopes (no water), a
// single peak, a deep valley, walls only at the ends (the largest total, close to 2^31).

const H = 100_000;

export default function generate(rng) {
  const n = 20_000;
  const half = n / 2;
  const walls = Array(n).fill(0);
  walls[0] = H;
  walls[n - 1] = H;
  const valley = Array.from({ length: n }, (_, i) => Math.abs(i - half) * 10);
  const peak = Array.from({ length: n }, (_, i) => H - Math.abs(i - half) * 10);
  // Random heights, with the tallest bar placed at a random spot.
  const random = rng.ints(n, 0, H);
  random[rng.int(0, n - 1)] = H;
  // Saw teeth of random heights: water pools between every pair of tall teeth.
  const saw = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? rng.int(H / 2, H) : rng.int(0, H / 2)));
  return [
    { label: "n = 2*10^4, walls of 10^5 at both ends only: the largest total", input: { height: walls } },
    { label: "n = 2*10^4, random heights", input: { height: random } },
    { label: "n = 2*10^4, saw teeth", input: { height: saw } },
    { label: "n = 2*10^4, increasing: no water", input: { height: Array.from({ length: n }, (_, i) => i * 5) } },
    { label: "n = 2*10^4, decreasing: no water", input: { height: Array.from({ length: n }, (_, i) => H - i * 5) } },
    { label: "n = 2*10^4, one valley", input: { height: valley } },
    { label: "n = 2*10^4, one peak in the middle: no water", input: { height: peak } },
    { label: "n = 2*10^4, all equal", input: { height: Array(n).fill(H) } },
    { label: "n = 1", input: { height: [H] } },
  ];
}
