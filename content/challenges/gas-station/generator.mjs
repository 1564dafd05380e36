// Hidden tests at the stated limits (n = 10^5, amounts up to 10^4). Every input keeps the promise
// that at most one start works (checked below in O(n)). Where most starts run almost a full lap
// before failing, simulating the trip from every start costs O(n^2).

const MAXV = 10_000;

/** The starting stations that complete the lap, found in O(n) from prefix sums of gas - cost. */
function validStarts(gas, cost) {
  const n = gas.length;
  const p = [0];
  for (let i = 0; i < n; i++) p.push(p[i] + gas[i] - cost[i]);
  const total = p[n];
  if (total < 0) return [];
  const suf = Array(n + 2).fill(Infinity); // suf[k] = min p[k..n]
  for (let k = n; k >= 0; k--) suf[k] = Math.min(p[k], suf[k + 1]);
  const out = [];
  let pre = Infinity; // min p[1..s]
  for (let s = 0; s < n; s++) {
    if (s > 0) pre = Math.min(pre, p[s]);
    if (p[s] <= suf[s + 1] && p[s] <= total + pre) out.push(s);
  }
  return out;
}

function promise(input, expected) {
  const starts = validStarts(input.gas, input.cost);
  const got = starts.length === 0 ? -1 : starts.length === 1 ? starts[0] : null;
  if (got !== expected) throw new Error(`generator: expected start ${expected}, found ${JSON.stringify(starts.slice(0, 5))}`);
  return input;
}

/** Equal gas and cost at each station (values in [1, hi - 1]), to be tilted by the caller. */
function flat(rng, n, hi) {
  const gas = rng.ints(n, 1, hi - 1);
  return { gas, cost: [...gas] };
}

/** Random amounts in [0, hi] whose surplus is exactly `surplus`, retried until one start works. */
function randomUnique(rng, n, hi, surplus) {
  for (;;) {
    const gas = rng.ints(n, 0, hi);
    const cost = rng.ints(n, 0, hi);
    let total = gas.reduce((a, b) => a + b, 0) - cost.reduce((a, b) => a + b, 0) - surplus;
    while (total !== 0) {
      const i = rng.int(0, n - 1);
      if (total > 0) {
        const d = Math.min(total, hi - cost[i]);
        cost[i] += d;
        total -= d;
      } else {
        const d = Math.min(-total, hi - gas[i]);
        gas[i] += d;
        total += d;
      }
    }
    const starts = validStarts(gas, cost);
    if (starts.length === 1) return { input: { gas, cost }, start: starts[0] };
  }
}

export default function generate(rng) {
  const n = 100_000;
  // Every start but the last runs to station n - 2, which is one unit short.
  const last = flat(rng, n, 10);
  last.gas[n - 2] -= 1;
  last.gas[n - 1] += 1;
  // One unit short over the whole lap, found only at the last station.
  const none = flat(rng, n, 10);
  none.gas[n - 1] -= 1;
  // The first station has one spare unit that the last station needs.
  const first = flat(rng, n, 10);
  first.gas[0] += 1;
  first.gas[n - 1] -= 1;
  const wide = randomUnique(rng, n, MAXV, 0);
  const carry = randomUnique(rng, 50_000, 99, 1);
  return [
    { label: "n = 10^5, only the last station works; every other start fails one station before it", input: promise(last, n - 1) },
    { label: "n = 10^5, one unit short over the lap, noticed at the last station", input: promise(none, -1) },
    { label: "n = 10^5, random amounts up to 10^4 with total surplus 0", input: promise(wide.input, wide.start) },
    { label: "n = 10^5, only the first station works", input: promise(first, 0) },
    { label: "n = 5*10^4, random amounts up to 99 with a surplus of 1", input: promise(carry.input, carry.start) },
    { label: "n = 1, no gas and no cost", input: promise({ gas: [0], cost: [0] }, 0) },
    { label: "n = 1, the extremes: 10^4 gas, 10^4 cost", input: promise({ gas: [MAXV], cost: [MAXV] }, 0) },
  ];
}
