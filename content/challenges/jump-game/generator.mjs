// Hidden tests at the stated limits (n = 10^4, values up to 10^5). Staircases where every index
// reaches almost to the end make marking every landing spot (or checking every jump length) cost
// O(n^2); zeros that can be jumped over and traps just before the end catch the wrong shortcuts.

const MAXV = 100_000;

export default function generate(rng) {
  const n = 10_000;
  // nums[i] = n - 2 - i: everyone reaches index n - 2, which holds 0.
  const stuck = Array.from({ length: n }, (_, i) => (i < n - 1 ? n - 2 - i : MAXV));
  // The same staircase, but index n - 3 jumps 2 and reaches the end.
  const escape = [...stuck];
  escape[n - 3] = 2;
  // Small random jumps with many zeros, none of which blocks.
  const hops = Array.from({ length: n }, (_, i) => (i % 3 === 1 ? 0 : rng.int(2, 6)));
  // Random jumps of 1..5 and a zero 50 from the end that nothing before it can clear.
  const trap = Array.from({ length: n }, () => rng.int(1, 5));
  const p = n - 50;
  trap[p] = 0;
  for (let i = p - 5; i < p; i++) trap[i] = Math.min(trap[i], p - i);
  return [
    { label: "n = 10^4, a staircase where everyone stops on the 0 before the end", input: { nums: stuck } },
    { label: "n = 10^4, the same staircase with one jump of 2 near the end", input: { nums: escape } },
    { label: "n = 10^4, every value 10^5", input: { nums: Array(n).fill(MAXV) } },
    { label: "n = 10^4, every third value 0 but all jumpable", input: { nums: hops } },
    { label: "n = 10^4, small random jumps and an uncrossable 0 near the end", input: { nums: trap } },
    { label: "n = 10^4, every value 1", input: { nums: Array(n).fill(1) } },
    { label: "n = 10^4, a single 0 at the start", input: { nums: [0, ...Array(n - 1).fill(MAXV)] } },
    { label: "n = 1, a 0: already at the end", input: { nums: [0] } },
  ];
}
