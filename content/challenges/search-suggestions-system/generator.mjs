// Hidden tests at the stated limits (1000 distinct products, 2 * 10^4 letters in all, products of up
// to 3000 letters, a searchWord of 1000 letters). The whole run may print at most 1 MB, so long
// products only match the first few prefixes of searchWord: the answer stays small while the
// inputs are as large as the statement allows.

const ABC = "abcdefghijklmnopqrstuvwxyz";
const TOTAL = 20_000;

/** `count` distinct products of random lengths in [lo, hi] over `alphabet`, together `total` letters at most. */
function distinctProducts(rng, count, lo, hi, alphabet, total) {
  const seen = new Set();
  let letters = 0;
  while (seen.size < count) {
    const left = count - seen.size - 1;
    const len = Math.min(rng.int(lo, hi), total - letters - left * lo);
    const word = rng.string(len, alphabet);
    if (seen.has(word)) continue;
    seen.add(word);
    letters += len;
  }
  return [...seen];
}

/** Lengthens the products at random (keeping them distinct) until they hold exactly `total` letters. */
function fillTo(rng, products, total, alphabet) {
  let letters = products.reduce((s, p) => s + p.length, 0);
  const seen = new Set(products);
  while (letters < total) {
    const i = rng.int(0, products.length - 1);
    const longer = products[i] + rng.string(1, alphabet);
    if (seen.has(longer) || longer.length > 3000) continue;
    seen.delete(products[i]);
    seen.add(longer);
    products[i] = longer;
    letters++;
  }
  return products;
}

export default function generate(rng) {
  // 1: 1000 products over "ab" with exactly 2 * 10^4 letters; searchWord follows one product.
  const dense = fillTo(rng, distinctProducts(rng, 1000, 8, 20, "ab", TOTAL), TOTAL, "ab");
  const followed = rng.pick(dense);
  const denseWord = (followed + rng.string(1000, "ab")).slice(0, 1000);

  // 2: nested prefixes "q", "qq", ..., 150 q's (sorted order puts the shorter first), plus 850
  // other products; searchWord is 1000 q's, so the suggestions shift by one length per letter.
  const nested = Array.from({ length: 150 }, (_, i) => "q".repeat(i + 1));
  const others = distinctProducts(rng, 850, 5, 10, "pqr", TOTAL).filter((p) => !/^q+$/.test(p));
  while (others.length < 850) {
    const w = rng.string(10, "pr");
    if (!others.includes(w)) others.push(w);
  }
  const nestedProducts = rng.shuffle([...nested, ...others]);

  // 3: five products of 3000 letters sharing their first 10 letters with searchWord, which then
  // leaves them; 995 short products (every 1- and 2-letter word, 293 of 3 letters).
  const stem = rng.string(10, ABC);
  const longs = [];
  while (longs.length < 5) {
    const w = stem + rng.string(2990, ABC);
    if (!longs.includes(w)) longs.push(w);
  }
  const shorts = [...ABC];
  for (const a of ABC) for (const b of ABC) shorts.push(a + b);
  const threes = new Set();
  while (threes.size < 293) threes.add(rng.string(3, ABC));
  const longWord = stem + (longs[0][10] === "z" ? "y" : "z") + rng.string(989, ABC);

  // 4: nothing matches: every product avoids the letter searchWord starts with. Given in
  // decreasing order.
  const noMatch = distinctProducts(rng, 1000, 3, 39, "abcdefghijklmnopqrstuvwxy", TOTAL).sort().reverse();

  // 5: 1000 products over the whole alphabet given in increasing order, searchWord one of them
  // followed by more letters.
  const sorted = distinctProducts(rng, 1000, 3, 30, ABC, TOTAL).sort();
  const sortedWord = (rng.pick(sorted) + rng.string(1000, ABC)).slice(0, 1000);

  return [
    { label: "1000 products, 2*10^4 letters over 'ab', searchWord of 1000 letters follows one product", input: { products: dense, searchWord: denseWord } },
    { label: "150 nested prefixes q..q among 1000 products, searchWord = 1000 q's", input: { products: nestedProducts, searchWord: "q".repeat(1000) } },
    { label: "five products of 3000 letters, 995 short ones, searchWord leaves the long ones after 10 letters", input: { products: rng.shuffle([...longs, ...shorts, ...threes]), searchWord: longWord } },
    { label: "1000 products in decreasing order, no product starts with searchWord's first letter", input: { products: noMatch, searchWord: "z" + rng.string(999, ABC) } },
    { label: "1000 products in increasing order, searchWord extends one of them to 1000 letters", input: { products: sorted, searchWord: sortedWord } },
    { label: "one product of one letter, the same one-letter searchWord", input: { products: ["m"], searchWord: "m" } },
    { label: "one product of one letter, a different one-letter searchWord", input: { products: ["m"], searchWord: "n" } },
  ];
}
