// Hidden tests at the stated limits (5000 distinct words of up to 300 letters, the empty word
// allowed): words paired with their reverses, palindromes, words built as a reversed word plus a
// palindrome on either side (every split position matters), one-letter runs where every ordered
// pair works, all short words over two letters, and the minimum sizes. Testing every pair of 5000
// words is 2.5 * 10^7 concatenations.

const AB = "ab";

function reverse(s) {
  return s.split("").reverse().join("");
}

function palindrome(rng, length, alphabet) {
  const half = rng.string(length >> 1, alphabet);
  return half + (length & 1 ? rng.string(1, alphabet) : "") + reverse(half);
}

export default function generate(rng) {
  // 1: 5000 words of 300 letters. Most are a random 40-letter head h followed by one shared
  // 260-letter palindrome t; 200 of them also appear reversed (t + reverse(h)), so each such word
  // and its reverse make two pairs.
  const t = palindrome(rng, 260, AB);
  const heads = new Set();
  while (heads.size < 4800) heads.add(rng.string(40, AB));
  const headed = [...heads].map((h) => h + t);
  const reversedOnes = new Set();
  while (reversedOnes.size < 200) reversedOnes.add(reverse(rng.pick(headed)));
  const long = rng.shuffle([...headed, ...reversedOnes]);

  // 2: 5000 words of 0 to 300 letters (the empty word among them): short bases x, and words
  // reverse(x) + p or p + reverse(x) with p a palindrome, so pairs appear at many split positions.
  const set2 = new Set([""]);
  const bases = [];
  while (bases.length < 600) {
    const x = rng.string(rng.int(1, 20), AB);
    if (!set2.has(x)) {
      set2.add(x);
      bases.push(x);
    }
  }
  while (set2.size < 4000) {
    const x = rng.pick(bases);
    const room = rng.bool(0.05) ? 300 - x.length : Math.min(100, 300 - x.length);
    const p = palindrome(rng, rng.int(0, room), AB);
    set2.add(rng.bool(0.5) ? reverse(x) + p : p + reverse(x));
  }
  set2.add(rng.string(300, AB));
  while (set2.size < 5000) set2.add(rng.string(rng.int(1, 100), AB));
  const mixed = rng.shuffle([...set2]);

  // 3: 'a' repeated 0 to 120 times: every ordered pair is a palindrome pair.
  const runs = rng.shuffle(Array.from({ length: 121 }, (_, i) => "a".repeat(i)));

  // 4: every word over "ab" of 1 to 8 letters.
  const all = [];
  for (let len = 1; len <= 8; len++) {
    for (let mask = 0; mask < 1 << len; mask++) {
      let w = "";
      for (let b = len - 1; b >= 0; b--) w += mask & (1 << b) ? "b" : "a";
      all.push(w);
    }
  }

  return [
    { label: "5000 words of 300 letters on a shared palindromic tail, 200 reversed", input: { words: long } },
    { label: "5000 words of 0 to 300 letters built as a reversed word plus a palindrome", input: { words: mixed } },
    { label: "'a' repeated 0 to 120 times: every ordered pair works", input: { words: runs } },
    { label: "every word over 'ab' of 1 to 8 letters", input: { words: rng.shuffle(all) } },
    { label: "a palindrome of 300 letters and the empty word", input: { words: [palindrome(rng, 300, "xyz"), ""] } },
    { label: "the empty word alone", input: { words: [""] } },
    { label: "one letter", input: { words: [rng.string(1, "xyz")] } },
  ];
}
