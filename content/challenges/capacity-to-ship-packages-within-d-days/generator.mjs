// Hidden tests at the stated limits (5 * 10^4 packages of up to 500): with days = 1 the answer is
// the whole sum, about 2.5 * 10^7, so trying capacities one by one from the heaviest package costs
// about 10^12 steps. Also sorted and reverse-sorted weights, all equal, the heaviest package last,
// days = n (the answer is the heaviest package), and the smallest inputs.

const W = 500;

export default function generate(rng) {
  const n = 50_000;
  const heavyLast = Array(n).fill(1);
  heavyLast[n - 1] = W;
  return [
    { label: "n = 5*10^4, every weight 500, days = 1: the answer is the sum", input: { weights: Array(n).fill(W), days: 1 } },
    { label: "n = 5*10^4, random weights, days = 1", input: { weights: rng.ints(n, 1, W), days: 1 } },
    { label: "n = 5*10^4, random weights, days = 2", input: { weights: rng.ints(n, 1, W), days: 2 } },
    { label: "n = 5*10^4, increasing weights, days = 3", input: { weights: rng.ints(n, 1, W).sort((a, b) => a - b), days: 3 } },
    { label: "n = 5*10^4, decreasing weights, days = 7", input: { weights: rng.ints(n, 1, W).sort((a, b) => b - a), days: 7 } },
    { label: "n = 5*10^4, weights of 1 and a 500 last, days = 2", input: { weights: heavyLast, days: 2 } },
    { label: "n = 5*10^4, random weights, days = 1000", input: { weights: rng.ints(n, 1, W), days: 1000 } },
    { label: "n = 5*10^4, random weights, days = n: the answer is the heaviest", input: { weights: rng.ints(n, 1, W), days: n } },
    { label: "n = 1, the smallest package", input: { weights: [1], days: 1 } },
    { label: "n = 1, the heaviest package", input: { weights: [W], days: 1 } },
    { label: "n = 2, both packages in one day", input: { weights: [W, 1], days: 1 } },
  ];
}
