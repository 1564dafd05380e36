// Hidden tests at the stated limits (10^5 nodes, digits 0..9): palindromes of both parities, near
// misses that differ only at the centre or only at the ends, all-equal lists with one odd digit,
// and the smallest lists.

const N = 100_000;

/** A palindrome of length n from random digits. */
function palindrome(rng, n) {
  const half = rng.ints(Math.floor(n / 2), 0, 9);
  const middle = n % 2 === 1 ? [rng.int(0, 9)] : [];
  return [...half, ...middle, ...half.slice().reverse()];
}

export default function generate(rng) {
  const even = palindrome(rng, N);
  const centre = palindrome(rng, N);
  centre[N / 2] = (centre[N / 2] + 1) % 10;
  const ends = palindrome(rng, N);
  ends[N - 1] = (ends[N - 1] + 5) % 10;
  const offCentre = new Array(N - 1).fill(9);
  offCentre[(N - 1 - 1) / 2 + 1] = 0;
  return [
    { label: "n = 10^5, a random palindrome", input: { head: even } },
    { label: "n = 10^5 - 1, a palindrome with a middle node", input: { head: palindrome(rng, N - 1) } },
    { label: "n = 10^5, a palindrome broken in one of the two central nodes", input: { head: centre } },
    { label: "n = 10^5, a palindrome broken in the last node", input: { head: ends } },
    { label: "n = 10^5, random digits", input: { head: rng.ints(N, 0, 9) } },
    { label: "n = 10^5, every digit equal", input: { head: new Array(N).fill(0) } },
    { label: "n = 10^5 - 1, all nines but one node next to the middle", input: { head: offCentre } },
    { label: "n = 10^5, 0..9 repeated: the reverse has the same digit counts", input: { head: Array.from({ length: N }, (_, i) => i % 10) } },
    { label: "n = 1", input: { head: [rng.int(0, 9)] } },
    { label: "n = 2, two different digits", input: { head: [4, 7] } },
    { label: "n = 2, equal digits", input: { head: [8, 8] } },
  ];
}
