// Hidden tests at the stated limit (n = 200): everything connected, nothing connected, a single
// chain of roads through the cities in random order (one province reached only step by step), a
// star, random clusters, a sparse random map, two halves, and the smallest maps.

const N = 200;

/** The symmetric matrix of n cities with the given roads (pairs), 1 on the diagonal. */
function matrix(n, roads) {
  const m = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  for (const [a, b] of roads) {
    m[a][b] = 1;
    m[b][a] = 1;
  }
  return m;
}

export default function generate(rng) {
  const order = rng.permutation(N);
  const chain = Array.from({ length: N - 1 }, (_, i) => [order[i], order[i + 1]]);
  const hub = rng.int(0, N - 1);
  const star = Array.from({ length: N }, (_, i) => [hub, i]).filter(([a, b]) => a !== b);

  // 17 clusters: each city joins a random cluster, tied to another city of it chosen earlier.
  const cluster = Array.from({ length: N }, () => rng.int(0, 16));
  const members = Array.from({ length: 17 }, () => []);
  const clustered = [];
  for (const c of rng.permutation(N)) {
    const group = members[cluster[c]];
    if (group.length > 0) clustered.push([c, rng.pick(group)]);
    group.push(c);
  }
  const clusters = members.filter((g) => g.length > 0).length;

  const sparse = [];
  for (let i = 0; i < 110; i++) {
    const a = rng.int(0, N - 1);
    const b = rng.int(0, N - 1);
    if (a !== b) sparse.push([a, b]);
  }

  const halves = [];
  for (let a = 0; a < N; a++) for (let b = a + 1; b < N; b++) if (a % 2 === b % 2) halves.push([a, b]);

  const all = [];
  for (let a = 0; a < N; a++) for (let b = a + 1; b < N; b++) all.push([a, b]);

  return [
    { label: "n = 200, every pair of cities connected: 1 province", input: { isConnected: matrix(N, all) } },
    { label: "n = 200, no roads at all: 200 provinces", input: { isConnected: matrix(N, []) } },
    { label: "n = 200, one chain of roads through the cities in random order: 1 province", input: { isConnected: matrix(N, chain) } },
    { label: "n = 200, a star around one city: 1 province", input: { isConnected: matrix(N, star) } },
    { label: `n = 200, ${clusters} random clusters, each tied together like a random tree`, input: { isConnected: matrix(N, clustered) } },
    { label: "n = 200, 110 random roads", input: { isConnected: matrix(N, sparse) } },
    { label: "n = 200, even and odd cities each completely connected: 2 provinces", input: { isConnected: matrix(N, halves) } },
    { label: "n = 200, a chain 0-1-...-198 and city 199 alone: 2 provinces", input: { isConnected: matrix(N, Array.from({ length: N - 2 }, (_, i) => [i, i + 1])) } },
    { label: "n = 1", input: { isConnected: [[1]] } },
    { label: "n = 2, not connected", input: { isConnected: [[1, 0], [0, 1]] } },
  ];
}
