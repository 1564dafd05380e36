// Hidden tests at the stated limits (n = 2 * 10^5 vertices, up to 2 * 10^5 edges): a line of 10^5
// vertices listed from the destination end back to the source beside a dense block of 10^5 edges,
// a star whose edges all start at the centre, a long line cut in the middle, vertices without any
// edge, and the smallest graph. Inputs stay under 3 MB, so the line and the block share one test.

const N = 200_000;

/** The edges of a line through `order`, listed from its last vertex back to its first. */
function lineFromTheEnd(order) {
  const edges = [];
  for (let i = order.length - 2; i >= 0; i--) edges.push([order[i], order[i + 1]]);
  return edges;
}

export default function generate(rng) {
  // Vertices 0..447 form a dense block (100001 of its 100128 pairs); the line runs through 10^5
  // of the other vertices in random order. Together: exactly 2 * 10^5 edges.
  const blockSize = 448;
  const block = [];
  for (let u = 0; u < blockSize; u++) for (let v = u + 1; v < blockSize; v++) block.push(rng.bool() ? [u, v] : [v, u]);
  rng.shuffle(block);
  const lineOrder = rng.permutation(100_000).map((x) => x + blockSize);
  const line = lineFromTheEnd(lineOrder);
  const big = [...line, ...block.slice(0, N - line.length)];

  // A star: the centre is the last vertex, 10^4 random leaves.
  const center = N - 1;
  const leaves = rng.distinctInts(10_000, 0, N - 2);
  const star = leaves.map((leaf) => [center, leaf]);

  // A line of 10^4 vertices with its middle edge missing.
  const cutOrder = rng.permutation(10_000);
  const cut = lineFromTheEnd(cutOrder).filter(([u, v]) => !(u === cutOrder[4999] && v === cutOrder[5000]));
  rng.shuffle(cut);

  return [
    {
      label: "n = 2 * 10^5, 2 * 10^5 edges: a line of 10^5 vertices listed from the destination back to the source, beside a dense block",
      input: { n: N, edges: big, source: lineOrder[0], destination: lineOrder[lineOrder.length - 1] },
    },
    { label: "n = 2 * 10^5, a star of 10^4 edges from the centre, leaf to leaf", input: { n: N, edges: star, source: leaves[0], destination: leaves[leaves.length - 1] } },
    { label: "n = 2 * 10^5, a line of 10^4 vertices with its middle edge missing, end to end", input: { n: N, edges: cut, source: cutOrder[0], destination: cutOrder[cutOrder.length - 1] } },
    { label: "n = 2 * 10^5, no edges, source and destination differ", input: { n: N, edges: [], source: 0, destination: N - 1 } },
    { label: "n = 2 * 10^5, no edges, source is the destination", input: { n: N, edges: [], source: 123_456, destination: 123_456 } },
    { label: "n = 2, one edge, listed destination first", input: { n: 2, edges: [[1, 0]], source: 0, destination: 1 } },
  ];
}
