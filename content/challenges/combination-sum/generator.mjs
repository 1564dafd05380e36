// Hidden tests at the stated limits (30 distinct candidates in 2..40, target up to 40). LeetCode
// promises fewer than 150 combinations, so every input here is checked against that promise with a
// counting DP before it is used: the largest answers allowed, answers that are empty after a wide
// search (only even candidates, an odd target), deep chains of one small value, and minimum sizes.

const LIMIT = 150;

// How many multisets of candidates sum to target (each candidate usable any number of times).
function countCombinations(candidates, target) {
  const ways = Array(target + 1).fill(0);
  ways[0] = 1;
  for (const c of candidates) for (let t = c; t <= target; t++) ways[t] += ways[t - c];
  return ways[target];
}

// Among `tries` random sets of 30 distinct candidates (a few small ones, the rest in 11..40),
// the one with the most combinations for `target` that still keeps the promise.
function richestSet(rng, target, tries) {
  let best = null;
  let bestCount = -1;
  for (let t = 0; t < tries; t++) {
    const small = rng.distinctInts(rng.int(1, 5), 2, 10);
    const large = rng.distinctInts(30 - small.length, 11, 40);
    const candidates = rng.shuffle([...small, ...large]);
    const count = countCombinations(candidates, target);
    if (count < LIMIT && count > bestCount) {
      best = candidates;
      bestCount = count;
    }
  }
  return best;
}

export default function generate(rng) {
  const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const dense = rng.shuffle(range(2, 31)); // target 20: 137 combinations
  const rich = richestSet(rng, 40, 300);
  const richDescending = [...richestSet(rng, 40, 300)].sort((a, b) => b - a);
  const evens = rng.shuffle(range(1, 20).map((x) => 2 * x));
  const tests = [
    { label: "n = 30, target = 40, as many combinations as the promise allows", input: { candidates: rich, target: 40 } },
    { label: "n = 30, target = 40, candidates in descending order", input: { candidates: richDescending, target: 40 } },
    { label: "n = 30, candidates 2..31, target = 20: 137 combinations", input: { candidates: dense, target: 20 } },
    { label: "n = 30, candidates 11..40 ascending, target = 40", input: { candidates: range(11, 40), target: 40 } },
    { label: "n = 30, candidates 2..31, target = 1: nothing fits", input: { candidates: rng.shuffle(range(2, 31)), target: 1 } },
    { label: "n = 20, every even value, odd target 39: no combination", input: { candidates: evens, target: 39 } },
    { label: "n = 1, candidate 2, target = 40: twenty copies", input: { candidates: [2], target: 40 } },
    { label: "n = 1, candidate 3, target = 40: no combination", input: { candidates: [3], target: 40 } },
    { label: "n = 1, candidate 40, target = 40", input: { candidates: [40], target: 40 } },
    { label: "n = 2, candidates 2 and 3, target = 40", input: { candidates: [3, 2], target: 40 } },
  ];
  for (const test of tests) {
    if (countCombinations(test.input.candidates, test.input.target) >= LIMIT) throw new Error(`promise broken: ${test.label}`);
  }
  return tests;
}
