// Hidden tests at the stated limit (29999 values, the largest odd length up to 3*10^4, values in
// [-3*10^4, 3*10^4]): the lone value comes last so a count-every-value search scans everything.

const LO = -30_000;
const HI = 30_000;

/** pairs of `count` distinct values plus the lone value `single` (not among them). */
function withSingle(rng, count, single) {
  const values = rng.distinctInts(count + 1, LO, HI).filter((v) => v !== single).slice(0, count);
  return { values, nums: [...values, ...values] };
}

export default function generate(rng) {
  const k = 14_999; // 2k + 1 = 29999
  const last = (single) => {
    const { nums } = withSingle(rng, k, single);
    return [...rng.shuffle(nums), single];
  };
  const sortedPairs = (() => {
    const { values } = withSingle(rng, k, HI);
    values.sort((a, b) => a - b);
    return [...values.flatMap((v) => [v, v]), HI];
  })();
  const first = (() => {
    const { nums } = withSingle(rng, k, LO);
    return [LO, ...rng.shuffle(nums)];
  })();
  return [
    { label: "n = 29999, shuffled pairs, the lone value last", input: { nums: last(rng.int(LO, HI)) } },
    { label: "n = 29999, the lone value is 0 and comes last", input: { nums: last(0) } },
    { label: "n = 29999, the lone value is -3*10^4 and comes last", input: { nums: last(LO) } },
    { label: "n = 29999, sorted pairs, the lone value 3*10^4 last", input: { nums: sortedPairs } },
    { label: "n = 29999, the lone value -3*10^4 first", input: { nums: first } },
    { label: "n = 1", input: { nums: [HI] } },
  ];
}
