// Hidden tests at the stated limit (n = 10^5 bills of 5, 10 or 20): the till used up exactly,
// the only failure at the very last customer, a trap at the end where changing a 20 with three
// fives instead of 10 + 5 runs out of fives, a failure at the first customer, random queues, and
// the smallest queues. `check` replays the greedy to make sure every label tells the truth.

function serve(bills) {
  let fives = 0;
  let tens = 0;
  for (const b of bills) {
    if (b === 5) fives++;
    else if (b === 10) {
      if (fives === 0) return false;
      fives--;
      tens++;
    } else if (tens > 0 && fives > 0) {
      tens--;
      fives--;
    } else if (fives >= 3) fives -= 3;
    else return false;
  }
  return true;
}

function check(bills, want) {
  if (serve(bills) !== want) throw new Error(`generator: expected ${want}`);
  return bills;
}

export default function generate(rng) {
  const n = 100_000;
  const fill = (count, value) => Array(count).fill(value);
  // 5, 10 pairs leave tens but no fives; the last customer pays 20 and cannot get 15 back.
  const pairs = [];
  for (let i = 0; i < (n - 2) / 2; i++) pairs.push(5, 10);
  // Pairs build up tens, then 5, 5, 5, 5, 10, 20, 10: only 10 + 5 for the 20 leaves a five for the last 10.
  const trapEnd = pairs.slice(0, n - 7).concat([5, 5, 5, 5, 10, 20, 10]);
  // Mostly fives with some tens and twenties: enough change all along.
  const rich = Array.from({ length: n }, (_, i) => (i < 1000 ? 5 : rng.pick([5, 5, 5, 10, 20])));
  return [
    { label: "n = 10^5, only fives", input: { bills: check(fill(n, 5), true) } },
    { label: "n = 10^5, 75000 fives then 25000 twenties: the fives run out exactly", input: { bills: check(fill(75_000, 5).concat(fill(25_000, 20)), true) } },
    { label: "n = 10^5, 50000 fives then 50000 tens", input: { bills: check(fill(50_000, 5).concat(fill(50_000, 10)), true) } },
    { label: "n = 10^5 - 1, 5, 10 pairs, then a 20 with no five left: fails at the last customer", input: { bills: check(pairs.concat([20]), false) } },
    { label: "n = 10^5, tens piled up, then a 20 that must be changed with 10 + 5", input: { bills: check(trapEnd, true) } },
    { label: "n = 10^5, 74997 fives then 25003 twenties: change runs out at the 25000th twenty", input: { bills: check(fill(74_997, 5).concat(fill(25_003, 20)), false) } },
    { label: "n = 10^5, the first customer pays 10", input: { bills: check([10].concat(fill(n - 1, 5)), false) } },
    { label: "n = 10^5, random queue with plenty of fives", input: { bills: rich } },
    { label: "n = 10^5, random queue of all three bills", input: { bills: rng.ints(n, 0, 2).map((k) => [5, 10, 20][k]) } },
    { label: "n = 1, a five", input: { bills: [5] } },
    { label: "n = 1, a twenty", input: { bills: [20] } },
  ];
}
