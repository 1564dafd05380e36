// Hidden tests at the stated limit (n = 10^5; four of them, to keep the inputs and the answers
// within the size limits) and at n = 10^4: nearly every number missing, none missing, exactly the
// last or the first one missing, every value twice, sorted and reverse-sorted, so that scanning nums
// once per candidate (O(n^2)) runs out of time and sign-marking slips (a value read while negative)
// show up.

/** A shuffled permutation of 1..n in which the value `gone` is replaced by a neighbour value. */
function missingOne(rng, n, gone) {
  const nums = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const at = nums.indexOf(gone);
  nums[at] = gone === 1 ? 2 : gone - 1;
  return nums;
}

export default function generate(rng) {
  const n = 100_000;
  const m = 10_000;
  const twice = rng.shuffle(Array.from({ length: n }, (_, i) => 2 * (i >> 1) + 1)); // 1,1,3,3,...
  const small = rng.ints(m, 1, m);
  const sortedSmall = [...small].sort((a, b) => a - b);
  return [
    { label: "n = 10^5, n..1 decreasing with only 1 missing", input: { nums: Array.from({ length: n }, (_, i) => Math.max(n - i, 2)) } },
    { label: "n = 10^5, a permutation with only n missing", input: { nums: missingOne(rng, n, n) } },
    { label: "n = 10^5, every odd value twice: all even values missing", input: { nums: twice } },
    { label: "n = 10^5, random values in 1..n", input: { nums: rng.ints(n, 1, n) } },
    { label: "n = 10^4, all equal to n: 1..n-1 are missing", input: { nums: Array(m).fill(m) } },
    { label: "n = 10^4, all ones: 2..n are missing", input: { nums: Array(m).fill(1) } },
    { label: "n = 10^4, a permutation, nothing missing", input: { nums: rng.permutation(m).map((x) => x + 1) } },
    { label: "n = 10^4, a permutation with only 1 missing", input: { nums: missingOne(rng, m, 1) } },
    { label: "n = 10^4, random values sorted", input: { nums: sortedSmall } },
    { label: "n = 10^4, random values reverse-sorted", input: { nums: [...sortedSmall].reverse() } },
    { label: "n = 10^4, 1..n in decreasing order", input: { nums: Array.from({ length: m }, (_, i) => m - i) } },
    { label: "n = 1", input: { nums: [1] } },
    { label: "n = 2, both equal to 2", input: { nums: [2, 2] } },
  ];
}
