// Hidden tests at the stated limits (10^5 intervals and 10^5 queries): checking every interval
// for every query costs 10^10 steps per test. The inputs of one challenge must stay near 3 MB, so
// the two full-size tests use short coordinates; the coordinates up to 10^7 come in a test of
// 2 * 10^4 intervals and queries.

const MAXV = 10_000_000;

export default function generate(rng) {
  const n = 100_000;

  // Wide random intervals over 1..99, queries up to 150 (those above 99 have no interval).
  const wide = Array.from({ length: n }, () => [rng.int(1, 50), rng.int(50, 99)]);
  const wideQueries = rng.ints(n, 1, 150);

  // Nested intervals centred on 50: the best one for q is the narrowest reaching it.
  const nested = Array.from({ length: n }, () => {
    const d = rng.int(3, 49);
    return [50 - d, 50 + d];
  });
  const nestedQueries = Array.from({ length: n }, (_, i) => (i % 1000 === 0 ? MAXV : rng.int(1, 99)));

  // Coordinates across the whole range, lengths from 1 to 10^7 (log-uniform), unsorted queries.
  const m = 20_000;
  const spread = Array.from({ length: m }, () => {
    const len = Math.min(MAXV, 10 ** rng.int(0, 6) * rng.int(1, 10));
    const left = rng.int(1, MAXV - len + 1);
    return [left, left + len - 1];
  });
  spread[0] = [1, MAXV];
  const spreadQueries = rng.ints(m, 1, MAXV);
  spreadQueries[0] = 1;
  spreadQueries[1] = MAXV;

  // Queries in decreasing order, unit intervals at every even point.
  const units = Array.from({ length: 5_000 }, (_, i) => [2 * i + 2, 2 * i + 2]);
  const down = Array.from({ length: 10_000 }, (_, i) => 10_000 - i);

  return [
    { label: "n = q = 10^5, wide random intervals on 1..99, queries up to 150", input: { intervals: wide, queries: wideQueries } },
    { label: "n = q = 10^5, nested intervals around 50, some queries at 10^7", input: { intervals: nested, queries: nestedQueries } },
    { label: "n = q = 2 * 10^4, coordinates up to 10^7, [1, 10^7] present", input: { intervals: spread, queries: spreadQueries } },
    { label: "unit intervals at even points, 10^4 decreasing queries: odd ones get -1", input: { intervals: units, queries: down } },
    { label: "n = q = 1, [10^7, 10^7] and query 10^7", input: { intervals: [[MAXV, MAXV]], queries: [MAXV] } },
    { label: "n = q = 1, the query before the interval", input: { intervals: [[2, MAXV]], queries: [1] } },
  ];
}
