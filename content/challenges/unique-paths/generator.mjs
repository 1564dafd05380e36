// Hidden tests at the stated limits: m or n at 100 with the other as large as the promise
// (answer <= 2 * 10^9) allows, the pairs whose answers come closest to 2 * 10^9 (they overflow a
// factorial-based formula and any product taken before dividing), square grids, long thin grids
// and the 1 x 1 minimum. Every pair is checked against the promise before it is used.

const LIMIT = 2_000_000_000;

/** C(m + n - 2, m - 1), or Infinity once it passes LIMIT (exact: every step stays below 2^53). */
function routes(m, n) {
  let r = 1;
  for (let i = 1; i < m; i++) {
    r = (r * (n - 1 + i)) / i;
    if (r > LIMIT) return Infinity;
  }
  return r;
}

export default function generate(rng) {
  const valid = [];
  for (let m = 1; m <= 100; m++) for (let n = 1; n <= 100; n++) if (routes(m, n) <= LIMIT) valid.push([m, n]);
  // The valid pairs with the largest answers first.
  const byAnswer = valid.slice().sort((a, b) => routes(b[0], b[1]) - routes(a[0], a[1]));
  const widest = (m) => Math.max(...valid.filter(([a]) => a === m).map(([, b]) => b));
  let side = 1;
  while (routes(side + 1, side + 1) <= LIMIT) side++;

  const tests = [
    { label: "m = 100, n as large as the promise allows", input: { m: 100, n: widest(100) } },
    { label: "n = 100, m as large as the promise allows", input: { m: widest(100), n: 100 } },
    { label: "the largest answer of all pairs", input: { m: byAnswer[0][0], n: byAnswer[0][1] } },
    { label: "the largest answer, transposed", input: { m: byAnswer[0][1], n: byAnswer[0][0] } },
    { label: `the largest square grid within the promise (${side} x ${side})`, input: { m: side, n: side } },
    { label: "m = 100, n = 1: a single column", input: { m: 100, n: 1 } },
    { label: "m = 1, n = 100: a single row", input: { m: 1, n: 100 } },
    { label: "m = 1, n = 1: already there", input: { m: 1, n: 1 } },
  ];
  // Random pairs among the largest answers (above 10^9), and random pairs of any size.
  const large = byAnswer.filter(([a, b]) => routes(a, b) > 1_000_000_000);
  for (let t = 0; t < 4; t++) {
    const [m, n] = rng.pick(large);
    tests.push({ label: `random pair with an answer above 10^9 (${m} x ${n})`, input: { m, n } });
  }
  for (let t = 0; t < 4; t++) {
    const [m, n] = rng.pick(valid);
    tests.push({ label: `random valid pair (${m} x ${n})`, input: { m, n } });
  }
  return tests;
}
