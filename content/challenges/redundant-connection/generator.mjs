// Hidden tests at the stated limit (n = 1000 nodes and edges): a ring through every node in random
// order (the answer is whichever ring edge comes last), a line closed by its end-to-end edge, the
// closing edge listed first, a star with one edge between two leaves, a random tree with a random
// extra edge, a small cycle deep in a long path, and the smallest graphs (a triangle).

const N = 1000;

const pair = (a, b) => (a < b ? [a, b] : [b, a]);

export default function generate(rng) {
  const names = rng.permutation(N).map((x) => x + 1);
  const ring = rng.shuffle(Array.from({ length: N }, (_, i) => pair(names[i], names[(i + 1) % N])));

  const line = Array.from({ length: N - 1 }, (_, i) => [i + 1, i + 2]);
  const lineClosed = [...line, [1, N]];
  // The closing edge first: now the line's last edge, [999, 1000], is the answer.
  const closingFirst = [[1, N], ...line];

  const hub = rng.int(1, N);
  const leaves = Array.from({ length: N }, (_, i) => i + 1).filter((v) => v !== hub);
  const [u, y] = rng.shuffle([...leaves]).slice(0, 2);
  const starEdges = rng.shuffle(leaves.map((v) => pair(hub, v)));
  const star = [pair(u, y), ...starEdges];

  // A random tree (each node tied to an earlier one), plus one extra edge, shuffled.
  const order = rng.permutation(N).map((v) => v + 1);
  const tree = [];
  const taken = new Set();
  for (let i = 1; i < N; i++) {
    const e = pair(order[i], order[rng.int(0, i - 1)]);
    tree.push(e);
    taken.add(e[0] * 10_000 + e[1]);
  }
  let extra;
  do {
    extra = pair(rng.int(1, N), rng.int(1, N));
  } while (extra[0] === extra[1] || taken.has(extra[0] * 10_000 + extra[1]));
  tree.push(extra);
  rng.shuffle(tree);

  // A path 1..1000 with a triangle 500-501-502 closed by [500, 502]; listed from the far end.
  const deep = [...line, [500, 502]].reverse();

  return [
    { label: "n = 1000, a ring through all nodes in random order, edges shuffled", input: { edges: ring } },
    { label: "n = 1000, the line 1-2-...-1000 closed by [1, 1000], listed last", input: { edges: lineClosed } },
    { label: "n = 1000, the same ring with [1, 1000] listed first: the answer is [999, 1000]", input: { edges: closingFirst } },
    { label: "n = 1000, a star with one edge between two leaves, listed first", input: { edges: star } },
    { label: "n = 1000, a random tree plus one random edge, shuffled", input: { edges: tree } },
    { label: "n = 1000, a triangle in the middle of a long path, edges listed from the far end", input: { edges: deep } },
    { label: "n = 3, a triangle in order", input: { edges: [[1, 2], [1, 3], [2, 3]] } },
    { label: "n = 3, a triangle listed differently", input: { edges: [[2, 3], [1, 3], [1, 2]] } },
  ];
}
