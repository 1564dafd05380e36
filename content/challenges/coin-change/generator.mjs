// Hidden tests at the stated limits (amount = 10^4, up to 12 distinct coins, values up to
// 2^31 - 1): sets where taking the largest coin first is wrong, amounts no coin set reaches, coins
// far larger than the amount (overflow traps), and the minimum sizes.

const MAX_COIN = 2147483647;

/** The reference answer, to keep drawing until a coin set reaches the amount. */
function fewest(coins, amount) {
  const best = Array(amount + 1).fill(Infinity);
  best[0] = 0;
  for (let a = 1; a <= amount; a++) for (const c of coins) if (c <= a) best[a] = Math.min(best[a], best[a - c] + 1);
  return best[amount] === Infinity ? -1 : best[amount];
}

export default function generate(rng) {
  // 12 small coins from a few hundred, plus 1 so every amount is reachable.
  const small = [1, ...rng.distinctInts(11, 2, 400)];

  // Largest-first greedy needs 10 coins here (3 * 2501 first); the best mix needs 6.
  const greedyTrap = [1, 4, 6, 9, 25, 49, 101, 199, 625, 999, 1999, 2501];

  // Every coin even, the amount odd: nothing reaches it, and every table entry is visited.
  const even = rng.distinctInts(12, 1, 500).map((x) => 2 * x);

  // Huge coins next to small ones: adding 1 to an "unreachable" INT_MAX or summing coins overflows.
  const huge = [MAX_COIN, MAX_COIN - 1, 2000000000, 1500000000, 1000000007, 123456789, 10001, 9973, 37, 23, 19, 17];

  // Only large coins, so the answer needs few of them but the right mix (drawn until reachable).
  let large;
  do large = rng.distinctInts(12, 1500, 4000);
  while (fewest(large, 10000) < 0);

  return [
    { label: "amount = 10^4, 12 small coins including 1", input: { coins: small, amount: 10000 } },
    { label: "amount = 10^4, 12 coins where the largest coin first is wrong", input: { coins: [...greedyTrap].reverse(), amount: 10000 } },
    { label: "amount = 9999, 12 even coins (unreachable)", input: { coins: even, amount: 9999 } },
    { label: "amount = 10^4, coins up to 2^31 - 1 beside small ones", input: { coins: huge, amount: 10000 } },
    { label: "amount = 10^4, 12 coins between 1500 and 4000, a few of them suffice", input: { coins: large, amount: 10000 } },
    { label: "amount = 9999, coins 2 and 2^31 - 1 (unreachable)", input: { coins: [2, MAX_COIN], amount: 9999 } },
    { label: "amount = 0, 12 coins", input: { coins: rng.distinctInts(12, 1, MAX_COIN), amount: 0 } },
    { label: "one coin of 1, amount = 1", input: { coins: [1], amount: 1 } },
  ];
}
