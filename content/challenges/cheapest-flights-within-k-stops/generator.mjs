// Hidden tests at the stated limits (n = 100, up to 4950 flights, prices up to 10^4, k up to 99):
// dense random networks, a cheap chain beside dear direct flights (the answer depends on k), the
// chain listed in travel order (relaxing in place chains flights within one round), a cheap route
// with many stops that reaches a city first and a dearer one with few stops that must still win,
// unreachable and too-far destinations, k = 0, the most expensive route, and the smallest inputs.

const N = 100;
const MAXF = (N * (N - 1)) / 2;

/** Adds [a, b, price] unless a == b or the ordered pair is already taken. */
function adder(flights) {
  const taken = new Set(flights.map(([a, b]) => a * 1000 + b));
  return (a, b, price) => {
    if (a === b || taken.has(a * 1000 + b)) return false;
    taken.add(a * 1000 + b);
    flights.push([a, b, price]);
    return true;
  };
}

function fill(rng, flights, count, n, price) {
  const add = adder(flights);
  while (flights.length < count) add(rng.int(0, n - 1), rng.int(0, n - 1), price());
  return flights;
}

export default function generate(rng) {
  const dense = fill(rng, [], MAXF, N, () => rng.int(1, 10_000));

  // 0 -> 1 -> ... -> 99 at price 1 each, and 0 -> v directly at 100 * v for every v >= 2.
  // With k stops the best is to fly straight to v = 99 - k and chain the rest (or chain it all).
  const chain = [];
  const addChain = adder(chain);
  for (let v = 0; v < N - 1; v++) addChain(v, v + 1, 1);
  for (let v = 2; v < N; v++) addChain(0, v, 100 * v);
  // Backward flights never help a route from 0 forward.
  while (chain.length < MAXF) {
    const a = rng.int(1, N - 1);
    const b = rng.int(0, a - 1);
    addChain(a, b, rng.int(1, 10_000));
  }
  rng.shuffle(chain);

  // The chain listed in travel order with one dear direct flight: with k = 1 a round that relaxes
  // in place would ride the whole chain.
  const ordered = Array.from({ length: N - 1 }, (_, v) => [v, v + 1, 1]);
  ordered.push([0, N - 1, 10_000]);

  // From 0, a cheap route 0 -> 2 -> 3 -> ... -> 50 -> 1 (stops 2..50) reaches 1 first, but only
  // 0 -> 1 -> 99 (price 10^4 each) fits k = 1. Reaching a city cheaply is not enough.
  const trap = [[0, 1, 10_000], [1, 99, 10_000]];
  for (let v = 2; v < 50; v++) trap.push([v, v + 1, 1]);
  trap.push([0, 2, 1], [50, 1, 1]);
  for (let v = 51; v < 99; v++) trap.push([v, v + 1, 1]);
  trap.push([50, 51, 1]);
  rng.shuffle(trap);

  // Nobody flies into city 77.
  const deaf = fill(rng, [], MAXF - 200, N, () => rng.int(1, 10_000)).filter(([, b]) => b !== 77);

  // A line 99 -> 98 -> ... -> 0 at the top price: 99 flights, 98 stops.
  const line = Array.from({ length: N - 1 }, (_, i) => [N - 1 - i, N - 2 - i, 10_000]);

  return [
    { label: "n = 100, 4950 random flights, k = 3", input: { n: N, flights: dense, src: 0, dst: 99, k: 3 } },
    { label: "n = 100, the same flights, k = 0: only the direct flight counts", input: { n: N, flights: dense, src: dense[17][0], dst: dense[17][1], k: 0 } },
    { label: "n = 100, a chain of price-1 flights beside direct dear ones, k = 99: ride the whole chain", input: { n: N, flights: chain, src: 0, dst: 99, k: 99 } },
    { label: "n = 100, the same network, k = 40: fly straight to city 59 and chain the rest", input: { n: N, flights: chain, src: 0, dst: 99, k: 40 } },
    { label: "n = 100, the chain in travel order and a direct flight at 10^4, k = 1", input: { n: N, flights: ordered, src: 0, dst: N - 1, k: 1 } },
    { label: "n = 100, a cheap many-stop route reaches the last hop first; only the dear 1-stop route fits k = 1", input: { n: N, flights: trap, src: 0, dst: 99, k: 1 } },
    { label: "n = 100, no flight lands in the destination: -1", input: { n: N, flights: deaf, src: 3, dst: 77, k: 99 } },
    { label: "n = 100, a line of 99 flights at 10^4 each, k = 98: 990000", input: { n: N, flights: line, src: 99, dst: 0, k: 98 } },
    { label: "n = 100, the same line, k = 97: one stop short, -1", input: { n: N, flights: line, src: 99, dst: 0, k: 97 } },
    { label: "n = 2, no flights at all: -1", input: { n: 2, flights: [], src: 1, dst: 0, k: 1 } },
    { label: "n = 2, one flight, k = 0", input: { n: 2, flights: [[0, 1, 10_000]], src: 0, dst: 1, k: 0 } },
  ];
}
