// Hidden tests at the stated limit (3 * 10^4 characters): random strings, all '(' and all ')'
// (answer 0, and the slowest case for checking every substring), one deep nest, a flat run of
// "()", the valid part walled in by one stray parenthesis at each end, the longest stretch at the
// far end after many short ones, and the smallest strings.

const N = 30_000;

// A random balanced string of length len (a random walk that never goes below 0 and ends at 0).
function balanced(rng, len) {
  let out = "";
  let open = 0;
  for (let i = 0; i < len; i++) {
    const left = len - i;
    if (open === 0 || (open < left && rng.bool(0.5))) {
      out += "(";
      open++;
    } else {
      out += ")";
      open--;
    }
  }
  return out;
}

export default function generate(rng) {
  // Short valid pieces (up to 40) separated by a stray ')', then a 4000-long valid piece at the end.
  let pieces = "";
  while (pieces.length < N - 4000 - 42) pieces += balanced(rng, 2 * rng.int(1, 20)) + ")";
  pieces = pieces + ")".repeat(N - 4000 - pieces.length) + balanced(rng, 4000);

  return [
    { label: "n = 3 * 10^4, random parentheses", input: { s: rng.string(N, "()") } },
    { label: "n = 3 * 10^4, random with more '(' (long open stretches)", input: { s: Array.from({ length: N }, () => (rng.bool(0.6) ? "(" : ")")).join("") } },
    { label: "n = 3 * 10^4, all '(' (answer 0)", input: { s: "(".repeat(N) } },
    { label: "n = 3 * 10^4, all ')' (answer 0)", input: { s: ")".repeat(N) } },
    { label: "n = 3 * 10^4, one deep nest (answer 3 * 10^4)", input: { s: "(".repeat(N / 2) + ")".repeat(N / 2) } },
    { label: "n = 3 * 10^4, '()' repeated (answer 3 * 10^4)", input: { s: "()".repeat(N / 2) } },
    { label: "n = 3 * 10^4, a random valid string walled by ')' and '('", input: { s: ")" + balanced(rng, N - 2) + "(" } },
    { label: "n = 3 * 10^4, many short valid pieces, the longest one at the far end", input: { s: pieces } },
    { label: "n = 3 * 10^4, an unmatched '(' in the middle splits two valid halves", input: { s: balanced(rng, N / 2) + "(" + balanced(rng, N / 2 - 2) + "(" } },
    { label: "empty string", input: { s: "" } },
    { label: "n = 1, '('", input: { s: "(" } },
    { label: "n = 2, ')(' (answer 0)", input: { s: ")(" } },
  ];
}
