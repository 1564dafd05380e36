// Hidden tests at the stated limit (n = 10^5 nodes) and at the minimum (n = 3): the centre at the
// largest and smallest label, each edge written in either order, the centre second in the first
// edge and first in the second (so reading one fixed position of each edge fails).

const N = 100_000;

/** A star on nodes 1..n around `centre`, edges shuffled, each written in a random direction. */
function star(rng, n, centre) {
  const edges = [];
  for (let v = 1; v <= n; v++) if (v !== centre) edges.push(rng.bool() ? [centre, v] : [v, centre]);
  return rng.shuffle(edges);
}

export default function generate(rng) {
  const top = star(rng, N, N);
  const bottom = star(rng, N, 1);
  // The centre written second in the first edge and first in the second one.
  bottom[0] = [bottom[0].find((v) => v !== 1), 1];
  bottom[1] = [1, bottom[1].find((v) => v !== 1)];
  const middle = star(rng, 2_000, 1_000);
  middle[0] = [1_000, middle[0].find((v) => v !== 1_000)];
  middle[1] = [middle[1].find((v) => v !== 1_000), 1_000];
  return [
    { label: "n = 10^5, the centre is node 10^5, edges shuffled in random directions", input: { edges: top } },
    { label: "n = 10^5, the centre is node 1, second in the first edge and first in the second", input: { edges: bottom } },
    { label: "n = 2000, the centre is node 1000, first in the first edge and second in the second", input: { edges: middle } },
    { label: "n = 3, the centre is the middle node", input: { edges: [[1, 2], [3, 2]] } },
    { label: "n = 3, the centre is node 3, written first then second", input: { edges: [[3, 1], [2, 3]] } },
    { label: "n = 3, the centre is node 1, written second in both edges", input: { edges: [[2, 1], [3, 1]] } },
  ];
}
