// Hidden tests at the stated limit (n = 10^4, every value of 0..n but one): the missing value at
// both ends and in the middle, sorted, reverse-sorted and shuffled; plus the smallest inputs.

const N = 10_000;

/** The values 0..n without `missing`. */
function without(n, missing) {
  const nums = [];
  for (let v = 0; v <= n; v++) if (v !== missing) nums.push(v);
  return nums;
}

export default function generate(rng) {
  return [
    { label: "n = 10^4, shuffled, a random value missing", input: { nums: rng.shuffle(without(N, rng.int(1, N - 1))) } },
    { label: "n = 10^4, shuffled, n itself missing", input: { nums: rng.shuffle(without(N, N)) } },
    { label: "n = 10^4, shuffled, 0 missing", input: { nums: rng.shuffle(without(N, 0)) } },
    { label: "n = 10^4, sorted, n missing", input: { nums: without(N, N) } },
    { label: "n = 10^4, reverse-sorted, a middle value missing", input: { nums: without(N, N / 2).reverse() } },
    { label: "n = 10^4 - 1, shuffled, a random value missing", input: { nums: rng.shuffle(without(N - 1, rng.int(0, N - 1))) } },
    { label: "n = 1, 1 missing", input: { nums: [0] } },
    { label: "n = 1, 0 missing", input: { nums: [1] } },
  ];
}
