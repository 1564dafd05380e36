// Hidden tests at the stated limits (200 x 200 rooms, values -1000..1000): random rooms, every room
// -1000 (the largest answer, 399001), every room 1000 or 0 (answer 1), a trap where the route that
// ends richest dips deepest on the way, a single corridor of healing rooms through a hostile grid,
// single rows and columns, and the 1 x 1 minimum. A 200 x 200 grid has far too many paths for a
// recursion without memo.

const N = 200;

function grid(m, n, value) {
  return Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, j) => value(i, j)));
}

export default function generate(rng) {
  // Richest-ending route: along the first row (a -1000 room second, then +1000 rooms) and down
  // the last column (+1000 rooms). The cheapest start goes down the first column and along the
  // last row, losing 1 per room (answer 400); the rooms inside are all -1000.
  const trap = grid(N, N, (i, j) => {
    if (i === 0) return j === 0 ? -1 : j === 1 ? -1000 : 1000;
    if (j === 0 || i === N - 1) return -1;
    if (j === N - 1) return 1000;
    return -1000;
  });
  // A staircase of +5 rooms (right, down, right, down, ...) through rooms of -500..-1000.
  const corridor = grid(N, N, (i, j) => (j === i || j === i + 1 ? 5 : rng.int(-1000, -500)));

  return [
    { label: "200 x 200, random values -1000..1000", input: { dungeon: grid(N, N, () => rng.int(-1000, 1000)) } },
    { label: "200 x 200, every room -1000 (answer 399001)", input: { dungeon: grid(N, N, () => -1000) } },
    { label: "200 x 200, every room 1000 (answer 1)", input: { dungeon: grid(N, N, () => 1000) } },
    { label: "200 x 200, the richest-ending route dips deepest: forward DP fails", input: { dungeon: trap } },
    { label: "200 x 200, a healing staircase through hostile rooms", input: { dungeon: corridor } },
    { label: "200 x 200, random values -1000..200 (mostly losses)", input: { dungeon: grid(N, N, () => rng.int(-1000, 200)) } },
    { label: "200 x 200, every room 0 (answer 1)", input: { dungeon: grid(N, N, () => 0) } },
    { label: "1 x 200, random values", input: { dungeon: grid(1, N, () => rng.int(-1000, 1000)) } },
    { label: "200 x 1, random values", input: { dungeon: grid(N, 1, () => rng.int(-1000, 1000)) } },
    { label: "2 x 200, random values", input: { dungeon: grid(2, N, () => rng.int(-1000, 1000)) } },
    { label: "1 x 1, value -1000 (answer 1001)", input: { dungeon: [[-1000]] } },
    { label: "1 x 1, value 1000 (answer 1)", input: { dungeon: [[1000]] } },
  ];
}
