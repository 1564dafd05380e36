// Hidden tests at the stated limit (|s| = 10^4): deep nesting, long flat runs, and strings that
// fool shortcuts: per-type counts that balance while the order is wrong, a closer before its
// opener, one wrong closer at the very end, openers that are never closed.

const OPEN = "([{";
const CLOSE = { "(": ")", "[": "]", "{": "}" };

/** A random balanced string of the given even length. */
function balanced(rng, length) {
  let s = "";
  const stack = [];
  while (s.length < length) {
    const left = length - s.length;
    if (stack.length > 0 && (stack.length === left || rng.bool())) s += CLOSE[stack.pop()];
    else {
      const o = rng.pick([...OPEN]);
      stack.push(o);
      s += o;
    }
  }
  return s;
}

/** `depth` random openers followed by their closers in mirrored order. */
function nested(rng, depth) {
  const opens = rng.string(depth, OPEN);
  return opens + [...opens].reverse().map((o) => CLOSE[o]).join("");
}

export default function generate(rng) {
  const n = 10_000;
  const deep = nested(rng, n / 2);
  const wrongLast = deep.slice(0, n - 1) + (deep[n - 1] === ")" ? "]" : ")");
  // Swap two closers of different types: every count still balances, the order does not.
  const crossed = (() => {
    const inner = nested(rng, n / 2 - 2);
    return "([" + inner + ")]";
  })();
  return [
    { label: "|s| = 10^4, nested 5000 deep: valid", input: { s: deep } },
    { label: "|s| = 10^4, ()[]{} repeated: valid", input: { s: "()[]{}".repeat(1666) + "[]{}" } },
    { label: "|s| = 10^4, random balanced: valid", input: { s: balanced(rng, n) } },
    { label: "|s| = 10^4, nested, the last closer has the wrong type", input: { s: wrongLast } },
    { label: "|s| = 10^4, counts balance but two closers are crossed", input: { s: crossed } },
    { label: "|s| = 10^4, a closer first and an opener last", input: { s: ")" + balanced(rng, n - 2) + "(" } },
    { label: "|s| = 10^4, only openers", input: { s: "(".repeat(n) } },
    { label: "|s| = 9999, valid then a stray closer at the end", input: { s: balanced(rng, n - 2) + "}" } },
    { label: "|s| = 1, a lone opener", input: { s: "{" } },
    { label: "|s| = 1, a lone closer", input: { s: "]" } },
  ];
}
