// Hidden tests at the stated limits (n = k = 10^5, capital up to 10^9, profits up to 10^4): a
// ladder where every round unlocks new projects and all 10^5 rounds are played, the largest
// possible final capital (2 * 10^9), traps for taking the top profits while ignoring capital and
// for taking the cheapest projects, k larger than n, nothing affordable, and the smallest inputs.
// Scanning every project in every round is O(k * n), 10^10 steps here.

const N = 100_000;

/** Projects in ladder order: the one at position j costs at most the profits of positions
 * 0..j-1, so all of them can be done one after another starting from w = 0. Shuffled. */
function ladder(rng, n) {
  const profits = [];
  const capital = [];
  let reached = 0;
  for (let j = 0; j < n; j++) {
    const p = rng.int(1, 10_000);
    capital.push(Math.max(0, reached - rng.int(0, 20_000)));
    profits.push(p);
    reached += p;
  }
  const order = rng.permutation(n);
  return { profits: order.map((i) => profits[i]), capital: order.map((i) => capital[i]) };
}

export default function generate(rng) {
  const big = ladder(rng, N);

  // Half the projects pay 10^4 but cost 10^9; the other half cost nothing and pay little.
  const M = 10_000;
  const lure = { profits: [], capital: [] };
  for (let i = 0; i < M; i++) {
    const rich = i % 2 === 0;
    lure.profits.push(rich ? 10_000 : rng.int(0, 100));
    lure.capital.push(rich ? 1_000_000_000 : 0);
  }
  // The cheaper a project, the less it pays: taking the cheapest ones first wastes the rounds.
  const cheapLow = { profits: [], capital: [] };
  for (let i = 0; i < M; i++) {
    cheapLow.profits.push(i);
    cheapLow.capital.push(i);
  }
  const cheapOrder = rng.permutation(M);

  return [
    {
      label: "n = k = 10^5, w = 0: a ladder where each project is unlocked by the profits before it; all 10^5 rounds are played",
      input: { k: N, w: 0, profits: big.profits, capital: big.capital },
    },
    {
      label: "n = k = 10^5, w = 10^9, every profit 10^4: the largest final capital, 2 * 10^9",
      input: { k: N, w: 1_000_000_000, profits: Array(N).fill(10_000), capital: rng.ints(N, 0, 99) },
    },
    {
      label: "n = 10^4, k = 5000, w = 0: the top profits all need 10^9 of capital and are never affordable",
      input: { k: 5_000, w: 0, profits: lure.profits, capital: lure.capital },
    },
    {
      label: "n = 10^4, k = 100, w = 5000: a project's profit equals its capital, so the cheapest ones are the worst picks",
      input: { k: 100, w: 5_000, profits: cheapOrder.map((i) => cheapLow.profits[i]), capital: cheapOrder.map((i) => cheapLow.capital[i]) },
    },
    {
      label: "n = 10^4, k = 10^5 > n, every capital 0: every project is done",
      input: { k: N, w: 123, profits: rng.ints(M, 0, 10_000), capital: Array(M).fill(0) },
    },
    {
      label: "n = 10^4, k = 10^5, w = 0, every capital at least 1: nothing can be started",
      input: { k: N, w: 0, profits: rng.ints(M, 0, 10_000), capital: rng.ints(M, 1, 1_000_000_000) },
    },
    {
      label: "n = 10^4, k = 10^4, every profit 0: the capital never changes",
      input: { k: M, w: 777, profits: Array(M).fill(0), capital: rng.ints(M, 0, 1_000) },
    },
    { label: "n = 1, k = 1, w = 0, a free project worth 0", input: { k: 1, w: 0, profits: [0], capital: [0] } },
    { label: "n = 1, k = 1, w = 0, the only project costs 1", input: { k: 1, w: 0, profits: [10_000], capital: [1] } },
    { label: "n = 1, k = 10^5, w = 10^9, capital 10^9: exactly affordable", input: { k: N, w: 1_000_000_000, profits: [10_000], capital: [1_000_000_000] } },
  ];
}
