// Hidden tests at the stated limits (n = 2 * 10^5, values up to 2^31 - 1), kept under 3 MB of JSON:
// numbers drawn (with repeats) from a random 18-dimensional space of bit patterns, so the XOR of
// two numbers never reaches all ones and a bit-by-bit greedy has to give up many bits; one value
// repeated (answer 0); random 31-bit numbers; the best pair not using the largest number; and the
// minimum sizes.

/** `n` distinct numbers whose XORs stay inside the span of `dim` random basis patterns. */
function subspace(rng, n, dim, leadBits) {
  // Basis in reduced echelon form: basis[i] has leading bit leadBits[i], and no other basis
  // pattern has that bit set, so distinct coefficient sets give distinct numbers.
  const basis = leadBits.map((lead) => {
    let v = 2 ** lead;
    for (let b = 0; b < lead; b++) if (!leadBits.includes(b) && rng.bool()) v += 2 ** b;
    return v;
  });
  const xor = (a, b) => (a ^ b) >>> 0;
  return rng.distinctInts(n, 0, 2 ** dim - 1).map((mask) => {
    let v = 0;
    for (let i = 0; i < dim; i++) if (mask & (1 << i)) v = xor(v, basis[i]);
    return v;
  });
}

export default function generate(rng) {
  const max = 2 ** 31 - 1;
  const lead18 = rng.shuffle(Array.from({ length: 30 }, (_, i) => i)).slice(0, 17).concat([30]).sort((a, b) => a - b);
  const lead14 = rng.shuffle(Array.from({ length: 29 }, (_, i) => i)).slice(0, 14).sort((a, b) => a - b);
  // Numbers 2^30 + x pair with numbers 2^28 + y. The largest number also has bit 28, which every
  // partner cancels, so the best pair uses a smaller number of the upper group.
  const low = 2 ** 28;
  const notMax = [
    2 ** 30 + low + rng.int(0, low - 1),
    ...rng.ints(9_999, 0, low - 1).map((x) => 2 ** 30 + x),
    ...rng.ints(10_000, 0, low - 1).map((y) => low + y),
  ];
  const pool = subspace(rng, 20_000, 18, lead18);
  return [
    { label: "n = 2 * 10^5, repeats of 2 * 10^4 numbers from an 18-dimensional space of 31-bit patterns", input: { nums: Array.from({ length: 200_000 }, (_, i) => (i < 20_000 ? pool[i] : rng.pick(pool))) } },
    { label: "n = 2 * 10^5, one value repeated: answer 0", input: { nums: Array(200_000).fill(rng.int(1, 9)) } },
    { label: "n = 10^4, random 31-bit numbers", input: { nums: rng.ints(10_000, 0, max) } },
    { label: "n = 2^14, a whole 14-dimensional space below bit 29: bits 29 and 30 never set", input: { nums: subspace(rng, 16_384, 14, lead14) } },
    { label: "n = 2 * 10^4, the largest number is not in the best pair", input: { nums: rng.shuffle(notMax) } },
    { label: "n = 2, 0 and 2^31 - 1", input: { nums: rng.shuffle([0, max]) } },
    { label: "n = 1", input: { nums: [rng.int(0, max)] } },
  ];
}
