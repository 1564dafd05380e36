// Hidden tests at the stated limits (up to 10^4 tokens, numbers in [-200, 200]). Every expression
// is valid, never divides by zero, and keeps every intermediate value within `bound`, far inside
// 32 bits. Divisions of negative values are frequent: they are where rounding down instead of
// truncating toward zero goes wrong.

const V = 200;
const OPS = ["+", "-", "*", "/"];

function apply(op, a, b) {
  if (op === "+") return a + b;
  if (op === "-") return a - b;
  if (op === "*") return a * b;
  return Math.trunc(a / b);
}

/**
 * A valid expression of n tokens (n odd). `pushFirst(stackSize, left)` decides whether to push a
 * number when both a number and an operator are possible; the operator is drawn at random among
 * those that keep the result within `bound` (and never divide by zero).
 */
function expression(rng, n, pushFirst, bound, lo = -V, hi = V) {
  const tokens = [];
  const stack = [];
  for (let left = n; left > 0; left--) {
    const canPush = stack.length <= left - 1; // enough tokens left to reduce the stack to one value
    const canApply = stack.length >= 2;
    if (canPush && (!canApply || pushFirst(stack.length, left))) {
      const value = rng.int(lo, hi);
      stack.push(value);
      tokens.push(String(value));
      continue;
    }
    const b = stack.pop();
    const a = stack.pop();
    const fits = OPS.filter((op) => !(op === "/" && b === 0) && Math.abs(apply(op, a, b)) <= bound);
    const op = rng.pick(fits);
    stack.push(apply(op, a, b));
    tokens.push(op);
  }
  return tokens;
}

export default function generate(rng) {
  const n = 9999; // the longest valid expression within 10^4 tokens
  const big = 1_000_000_000;
  const random = expression(rng, n, (size) => rng.bool(size < 4 ? 0.7 : 0.45), big);
  const deep = expression(rng, n, () => true, big);
  const chain = expression(rng, n, (size) => size < 2, big);
  const small = expression(rng, n, (size) => rng.bool(0.5), 50, -9, 9);
  // 200^4 = 1.6 * 10^9, then divided back down: intermediate values near the 32-bit limit.
  const huge = ["-200", "200", "*", "200", "*", "200", "*", "-199", "/", "7", "-", "3", "/"];
  return [
    { label: "9999 tokens, a random valid expression", input: { tokens: random } },
    { label: "9999 tokens, 5000 numbers then 4999 operators: the stack grows to 5000", input: { tokens: deep } },
    { label: "9999 tokens, a left chain: number, operator, number, operator...", input: { tokens: chain } },
    { label: "9999 tokens, small numbers and values, many divisions", input: { tokens: small } },
    { label: "products near the 32-bit limit, then negative divisions", input: { tokens: huge } },
    { label: "a single number, the smallest", input: { tokens: [String(-V)] } },
    { label: "a single number, 0", input: { tokens: ["0"] } },
  ];
}
