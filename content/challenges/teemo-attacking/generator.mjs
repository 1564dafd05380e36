// Hidden tests at the stated limits (10^4 attacks, times and duration up to 10^7): windows that
// all overlap, windows that exactly touch, windows that overlap by one second and miss by one,
// every attack at the same time, duration 0, duration 10^7 with the largest possible answer, and
// a single attack. Marking every poisoned second one by one is hopeless at duration 10^7.

const N = 10_000;
const T = 10_000_000;

/** n sorted times in [lo, hi], repeats allowed. */
function sortedTimes(rng, n, lo, hi) {
  return rng.ints(n, lo, hi).sort((a, b) => a - b);
}

export default function generate(rng) {
  const step = 1000; // N * step = 10^7
  return [
    { label: "n = 10^4, random times over [0, 10^7], duration 10^7: everything overlaps", input: { timeSeries: [0, ...sortedTimes(rng, N - 2, 0, T), T], duration: T } },
    { label: "n = 10^4, random times over [0, 10^7], duration 1000", input: { timeSeries: sortedTimes(rng, N, 0, T), duration: 1000 } },
    { label: "n = 10^4, attacks every 1000 s, duration 1000: windows exactly touch", input: { timeSeries: Array.from({ length: N }, (_, i) => i * step), duration: step } },
    { label: "n = 10^4, attacks every 999 s, duration 1000: each overlap is one second", input: { timeSeries: Array.from({ length: N }, (_, i) => i * (step - 1)), duration: step } },
    { label: "n = 10^4, attacks every 1000 s, duration 999: each gap is one second", input: { timeSeries: Array.from({ length: N }, (_, i) => i * step), duration: step - 1 } },
    { label: "n = 10^4, every attack at time 10^7, duration 10^7", input: { timeSeries: Array(N).fill(T), duration: T } },
    { label: "n = 10^4, random times, duration 0", input: { timeSeries: sortedTimes(rng, N, 0, T), duration: 0 } },
    { label: "n = 10^4, clusters of repeated times, duration random", input: { timeSeries: sortedTimes(rng, N, 0, 500).map((t) => t * 20_000), duration: rng.int(1, 40_000) } },
    { label: "n = 1, time 0, duration 10^7", input: { timeSeries: [0], duration: T } },
    { label: "n = 1, time 10^7, duration 0", input: { timeSeries: [T], duration: 0 } },
  ];
}
