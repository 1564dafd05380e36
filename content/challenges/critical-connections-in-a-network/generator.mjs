// Hidden tests at the stated limits (n and connections up to 10^5, the network always connected):
// a ring of 9 * 10^4 with a tail of 10^4 (10^5 deep for a recursive DFS from server 0), rings
// strung together by single links; smaller (inputs near 3 MB, answers under the judge's 1 MB of
// output) a line of 8000, a star, a tree with extra links, a ring with a tail; complete graphs
// and the smallest networks. Removing each connection in turn and searching again is O(E * (n + E)).

const MAX = 100_000;

/** Renames the servers by a random permutation and shuffles the list and each pair's order. */
function disguise(rng, n, edges) {
  const name = rng.permutation(n);
  return rng.shuffle(edges.map(([a, b]) => (rng.bool() ? [name[a], name[b]] : [name[b], name[a]])));
}

/** Rings of random sizes (3..60 servers) strung one after another by single bridging links. */
function ringsOnAString(rng, budget) {
  const edges = [];
  let n = 0;
  let previous = -1;
  while (true) {
    const size = rng.int(3, 60);
    // A ring of `size` servers costs `size` links plus the bridge to the previous ring.
    if (edges.length + size + 1 > budget) break;
    const first = n;
    for (let i = 0; i < size; i++) edges.push([first + i, first + ((i + 1) % size)]);
    if (previous >= 0) edges.push([previous, first + rng.int(0, size - 1)]);
    previous = first + rng.int(0, size - 1);
    n += size;
  }
  return { n, edges };
}

function clique(first, size, edges) {
  for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) edges.push([first + a, first + b]);
  return edges;
}

export default function generate(rng) {
  // A ring of 9 * 10^4 servers through server 0 with a line of 10^4 more hanging from a random
  // ring server, all names shuffled but 0: a DFS from 0 goes 10^5 deep.
  const R = 90_000;
  const names = [0, ...rng.shuffle(Array.from({ length: MAX - 1 }, (_, i) => i + 1))];
  const tadpole = [];
  for (let i = 0; i < R; i++) tadpole.push([names[i], names[(i + 1) % R]]);
  tadpole.push([names[rng.int(0, R - 1)], names[R]]);
  for (let i = R + 1; i < MAX; i++) tadpole.push([names[i - 1], names[i]]);
  rng.shuffle(tadpole);
  // A line from server 0 through 7999 others in random order (the answer lists every connection,
  // so its size is kept within the judge's output limit).
  const L = 8_000;
  const order = [0, ...rng.shuffle(Array.from({ length: L - 1 }, (_, i) => i + 1))];
  const line = rng.shuffle(Array.from({ length: L - 1 }, (_, i) => (rng.bool() ? [order[i], order[i + 1]] : [order[i + 1], order[i]])));
  const beads = ringsOnAString(rng, MAX);

  // The smaller shapes stay at 5000 servers so that all inputs fit about 3 MB of JSON.
  const S = 5_000;
  const star = Array.from({ length: S - 1 }, (_, i) => [0, i + 1]);

  // A random tree of 2500 servers plus 2500 extra links between random servers.
  const treeN = S / 2;
  const tree = [];
  const taken = new Set();
  const key = (a, b) => Math.min(a, b) * MAX + Math.max(a, b);
  for (let v = 1; v < treeN; v++) {
    const p = rng.int(0, v - 1);
    tree.push([p, v]);
    taken.add(key(p, v));
  }
  while (tree.length < S) {
    const a = rng.int(0, treeN - 1);
    const b = rng.int(0, treeN - 1);
    if (a === b || taken.has(key(a, b))) continue;
    taken.add(key(a, b));
    tree.push([a, b]);
  }

  // A ring of 2500 servers with a tail of 2500 hanging off server 0: the tail is all critical.
  const lollipop = [];
  for (let i = 0; i < S / 2; i++) lollipop.push([i, (i + 1) % (S / 2)]);
  for (let i = S / 2; i < S; i++) lollipop.push([i === S / 2 ? 0 : i - 1, i]);

  const twoCliques = clique(50, 50, clique(0, 50, []));
  twoCliques.push([rng.int(0, 49), rng.int(50, 99)]);

  return [
    { label: "n = 10^5, 10^5 connections: a ring of 9 * 10^4 through server 0 with a line of 10^4 hanging from it (a DFS 10^5 deep)", input: { n: MAX, connections: tadpole } },
    { label: `n = ${beads.n}, 10^5 connections: rings of 3 to 60 servers joined one after another by single critical links`, input: { n: beads.n, connections: disguise(rng, beads.n, beads.edges) } },
    { label: "n = 8000, a line from server 0 through the others in random order: every connection critical", input: { n: L, connections: line } },
    { label: "n = 5000, a star: every connection critical", input: { n: S, connections: disguise(rng, S, star) } },
    { label: "n = 2500, a random tree plus 2500 extra random links", input: { n: treeN, connections: disguise(rng, treeN, tree) } },
    { label: "n = 5000, a ring of 2500 with a tail of 2500 hanging from server 0", input: { n: S, connections: lollipop } },
    { label: "n = 60, the complete graph: none critical", input: { n: 60, connections: disguise(rng, 60, clique(0, 60, [])) } },
    { label: "n = 100, two complete graphs of 50 joined by one critical link", input: { n: 100, connections: disguise(rng, 100, twoCliques) } },
    { label: "n = 2, the single connection is critical", input: { n: 2, connections: [[1, 0]] } },
    { label: "n = 3, a triangle: none critical", input: { n: 3, connections: [[0, 1], [1, 2], [2, 0]] } },
  ];
}
