// Hidden tests at the stated limits (n = 1000 people, 10^4 trust pairs): the judge last or first,
// near-judges that miss by one truster or by trusting one person, two popular people of whom only
// one is the judge, random trust without a judge, a dense town where everybody but the judge trusts
// everybody, a bare star, a chain, and the smallest towns.

const N = 1000;
const T = 10_000;

/** Adds random pairs [a, b] (a != b, both in 1..n, not in `skip`) until `pairs` has `count`. */
function fill(rng, pairs, count, n, skip = () => false) {
  const taken = new Set(pairs.map(([a, b]) => a * 10_000 + b));
  while (pairs.length < count) {
    const a = rng.int(1, n);
    const b = rng.int(1, n);
    if (a === b || skip(a, b) || taken.has(a * 10_000 + b)) continue;
    taken.add(a * 10_000 + b);
    pairs.push([a, b]);
  }
  return pairs;
}

/** Everybody but `judge` trusts `judge`; the judge appears in no other pair. */
function withJudge(rng, judge, count) {
  const pairs = [];
  for (let p = 1; p <= N; p++) if (p !== judge) pairs.push([p, judge]);
  return fill(rng, pairs, count, N, (a, b) => a === judge || b === judge);
}

export default function generate(rng) {
  const last = rng.shuffle(withJudge(rng, N, T));
  const first = withJudge(rng, 1, T).sort((x, y) => x[0] - y[0] || x[1] - y[1]);

  // Person 700 is trusted by everybody except person 3.
  const missing = rng.shuffle(withJudge(rng, 700, T).filter(([a]) => a !== 3));
  // Person 250 is trusted by everybody, but trusts person 251: that pair comes last.
  const trusting = rng.shuffle(withJudge(rng, 250, T - 1));
  trusting.push([250, 251]);

  // 1000 is the judge; 999 is trusted by everybody except the judge, and trusts 1000.
  const popular = [];
  for (let p = 1; p < N; p++) popular.push([p, N]);
  for (let p = 1; p < N - 1; p++) popular.push([p, N - 1]);
  rng.shuffle(fill(rng, popular, T, N - 2));

  // 101 people: everybody but person 58 trusts everybody else, 100 * 100 = 10^4 pairs.
  const dense = [];
  for (let a = 1; a <= 101; a++) for (let b = 1; b <= 101; b++) if (a !== b && a !== 58) dense.push([a, b]);
  rng.shuffle(dense);

  const star = rng.shuffle(Array.from({ length: N }, (_, i) => i + 1).filter((p) => p !== 431).map((p) => [p, 431]));
  const chain = Array.from({ length: N - 1 }, (_, i) => [i + 1, i + 2]);

  return [
    { label: "n = 1000, 10^4 pairs, the judge is the last person", input: { n: N, trust: last } },
    { label: "n = 1000, 10^4 pairs sorted, the judge is the first person", input: { n: N, trust: first } },
    { label: "n = 1000, 10^4 pairs, trusted by everybody but one person: no judge", input: { n: N, trust: missing } },
    { label: "n = 1000, 10^4 pairs, trusted by everybody but trusts someone (last pair): no judge", input: { n: N, trust: trusting } },
    { label: "n = 1000, 10^4 pairs, two people trusted by 998 others, only one trusts nobody", input: { n: N, trust: popular } },
    { label: "n = 1000, 10^4 random pairs: no judge", input: { n: N, trust: fill(rng, [], T, N) } },
    { label: "n = 101, 10^4 pairs: everybody but the judge trusts everybody else", input: { n: 101, trust: dense } },
    { label: "n = 1000, a star: everybody trusts one person and nothing else", input: { n: N, trust: star } },
    { label: "n = 1000, a chain 1 -> 2 -> ... -> 1000: no judge", input: { n: N, trust: chain } },
    { label: "n = 1, nobody to trust: person 1 is the judge", input: { n: 1, trust: [] } },
  ];
}
