// Hidden tests at the stated limits (n = 5 * 10^4). Extending every start until a, b and c have
// all appeared costs about n^2 / 2 = 1.25 * 10^9 steps when one letter is missing from long
// stretches: it appears only at the far end, only at the start, or never. Most tests are of that
// kind, each letter taking its turn as the missing one, so that this scan runs out of time even
// though it stops as soon as a start is settled. Strings where the three letters are close
// together let it stop early; they check correctness and the largest answer (about 1.25 * 10^9,
// which still fits a 32-bit int).

export default function generate(rng) {
  const n = 50_000;
  return [
    { label: "n = 5*10^4, random letters", input: { s: rng.string(n, "abc") } },
    { label: "n = 5*10^4, 'abc' repeated: the largest answers", input: { s: "abc".repeat(16_667).slice(0, n) } },
    { label: "n = 5*10^4, random a and b, one c at the far end", input: { s: rng.string(n - 1, "ab") + "c" } },
    { label: "n = 5*10^4, random b and c, one a at the far end", input: { s: rng.string(n - 1, "bc") + "a" } },
    { label: "n = 5*10^4, random a and c, one b at the far end", input: { s: rng.string(n - 1, "ac") + "b" } },
    { label: "n = 5*10^4, 'ab' repeated, then one c", input: { s: "ab".repeat(n / 2 - 1) + "ac" } },
    { label: "n = 5*10^4, all a, then 'bc' at the far end", input: { s: "a".repeat(n - 2) + "bc" } },
    { label: "n = 5*10^4, all b, then 'ca' at the far end", input: { s: "b".repeat(n - 2) + "ca" } },
    { label: "n = 5*10^4, random a and b, no c at all: answer 0", input: { s: rng.string(n, "ab") } },
    { label: "n = 5*10^4, random b and c, no a at all: answer 0", input: { s: rng.string(n, "bc") } },
    { label: "n = 5*10^4, random a and c, no b at all: answer 0", input: { s: rng.string(n, "ac") } },
    { label: "n = 5*10^4, all a: answer 0", input: { s: "a".repeat(n) } },
    { label: "n = 5*10^4, all c: answer 0", input: { s: "c".repeat(n) } },
    { label: "n = 5*10^4, one c at the start, then random a and b", input: { s: "c" + rng.string(n - 1, "ab") } },
    { label: "n = 5*10^4, 'ab' at the start, then all c", input: { s: "ab" + "c".repeat(n - 2) } },
    { label: "n = 5*10^4, random letters in the first 1000, then only b and c", input: { s: rng.string(1000, "abc") + rng.string(n - 1000, "bc") } },
    { label: "n = 5*10^4, sorted: all a, then all b, then all c", input: { s: "a".repeat(n / 2) + "b".repeat(n / 4) + "c".repeat(n / 4) } },
    { label: "n = 3, 'abc': one substring", input: { s: "abc" } },
    { label: "n = 3, 'aab': answer 0", input: { s: "aab" } },
  ];
}
