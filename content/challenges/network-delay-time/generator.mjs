// Hidden tests at the stated limits (n = 100 nodes, 6000 links, times 0..100): dense random
// networks, a path of cheap links beside direct but slow ones (fewest links is not fastest), a
// line of 99 slowest links listed from the far end, stars in both directions, a node nobody
// links to, two separate halves, all-zero times, and the smallest network.

const N = 100;
const MAX = 6000;

/** Adds [u, v, w] unless the ordered pair (u, v) is already present. */
function adder(times) {
  const taken = new Set(times.map(([u, v]) => u * 1000 + v));
  return (u, v, w) => {
    if (u === v || taken.has(u * 1000 + v)) return false;
    taken.add(u * 1000 + v);
    times.push([u, v, w]);
    return true;
  };
}

/** Fills `times` up to `count` links between random nodes of `nodes`, times from `weight()`. */
function fill(rng, times, count, nodes, weight) {
  const add = adder(times);
  while (times.length < count) add(rng.pick(nodes), rng.pick(nodes), weight());
  return times;
}

export default function generate(rng) {
  const all = Array.from({ length: N }, (_, i) => i + 1);

  // Dense and random: 6000 of the 9900 ordered pairs.
  const dense = fill(rng, [], MAX, all, () => rng.int(0, 100));

  // 1 -> 2 -> ... -> 100 at time 1 each, while k = 1 also links straight to every node at time 100.
  // Every other forward link takes 100 and every backward link leads back towards k, so nothing
  // beats the path: the answer is 99, not 100 (and not a count of links).
  const detour = [];
  const addDetour = adder(detour);
  for (let v = 1; v < N; v++) addDetour(v, v + 1, 1);
  for (let v = 3; v <= N; v++) addDetour(1, v, 100);
  while (detour.length < MAX) {
    const u = rng.int(1, N);
    const v = rng.int(1, N);
    addDetour(u, v, u < v ? 100 : rng.int(0, 100));
  }
  rng.shuffle(detour);

  // 100 -> 99 -> ... -> 1 at time 100 each, listed from the far end; every other link points back
  // towards 100 and cannot shorten anything. The answer is 9900.
  const line = [];
  for (let v = 2; v <= N; v++) line.push([v, v - 1, 100]);
  const addLine = adder(line);
  for (let u = 1; u <= N; u++) for (let v = u + 1; v <= N; v++) addLine(u, v, rng.int(0, 100));

  // k = 37 links to every node; nobody else links anywhere.
  const outStar = all.filter((v) => v !== 37).map((v) => [37, v, rng.int(0, 100)]);
  // Every node links to k = 64, which links nowhere: nobody else ever hears the signal.
  const inStar = all.filter((v) => v !== 64).map((v) => [v, 64, rng.int(0, 100)]);

  // Node 100 receives no link at all; the rest is dense.
  const deaf = fill(rng, [], MAX - 15, all.slice(0, N - 1), () => rng.int(0, 100));
  for (let v = 1; v < N; v += 7) deaf.push([N, v, 1]);
  rng.shuffle(deaf);
  // Two halves of 50 nodes, each linked completely inside, with no link between them.
  const halves = [];
  for (const half of [all.slice(0, 50), all.slice(50)]) {
    for (const u of half) for (const v of half) if (u !== v) halves.push([u, v, rng.int(0, 100)]);
  }
  rng.shuffle(halves);

  return [
    { label: "n = 100, 6000 random links, random times, k = 1", input: { times: dense, n: N, k: 1 } },
    { label: "n = 100, 6000 links: a path of time-1 links beside direct links of time 100: 99", input: { times: detour, n: N, k: 1 } },
    { label: "n = 100, a line of 99 links of time 100 listed from the far end, k = 100: 9900", input: { times: line, n: N, k: N } },
    { label: "n = 100, 6000 links, every time 0, k = 100", input: { times: fill(rng, [], MAX, all, () => 0), n: N, k: N } },
    { label: "n = 100, a star: k links straight to every other node", input: { times: outStar, n: N, k: 37 } },
    { label: "n = 100, a star pointing inwards: k hears everybody but reaches nobody", input: { times: inStar, n: N, k: 64 } },
    { label: "n = 100, 6000 links, node 100 receives no link", input: { times: deaf, n: N, k: 50 } },
    { label: "n = 100, two complete halves of 50 nodes with no link between them", input: { times: halves, n: N, k: 1 } },
    { label: "n = 2, one link of time 0", input: { times: [[2, 1, 0]], n: 2, k: 2 } },
  ];
}
