// Hidden tests at the stated limits (10^5 days, prices 0..10^4): trying every pair of days is about
// 5 * 10^9 steps. Falling prices (no profit), a saw-tooth where the best pair is not the global
// minimum and maximum, the lowest price on the last day after the highest, and the extremes.

export default function generate(rng) {
  const n = 100_000;
  const MAX = 10_000;

  // Random prices, then the lowest price late and the highest price early, so that the best
  // trade is not "global minimum to global maximum".
  const trap = rng.ints(n, 1000, 9000);
  trap[1] = MAX;
  trap[n - 1] = 0;

  // A saw-tooth: each tooth climbs a little higher, from a slightly lower floor.
  const saw = Array.from({ length: n }, (_, i) => {
    const tooth = Math.floor(i / 1000);
    const floor = 5000 - tooth * 10;
    const top = 5000 + tooth * 30;
    const k = i % 1000;
    return floor + Math.floor(((top - floor) * k) / 999);
  });

  return [
    { label: "n = 10^5, random prices over the whole range", input: { prices: rng.ints(n, 0, MAX) } },
    { label: "n = 10^5, prices never rise: the answer is 0", input: { prices: Array.from({ length: n }, (_, i) => MAX - Math.floor(i / 10)) } },
    { label: "n = 10^5, prices rise every day: buy first, sell last", input: { prices: Array.from({ length: n }, (_, i) => Math.floor(i / 10)) } },
    { label: "n = 10^5, all equal", input: { prices: Array(n).fill(7) } },
    { label: "n = 10^5, the highest price early and the lowest on the last day", input: { prices: trap } },
    { label: "n = 10^5, a saw-tooth of 100 rising teeth", input: { prices: saw } },
    { label: "n = 1", input: { prices: [rng.int(0, MAX)] } },
    { label: "n = 2, from 0 to 10^4", input: { prices: [0, MAX] } },
    { label: "n = 2, from 10^4 to 0", input: { prices: [MAX, 0] } },
  ];
}
