// Hidden tests at the stated limit (|s| = 3 * 10^5): random expressions with spaces and unary
// minus, nesting 10^5 levels deep (a recursive evaluator runs out of stack), long right- and
// left-leaning chains of groups, numbers at 2^31 - 1, and the smallest inputs. `valid` replays
// every input with the stack evaluation and refuses any number or running total outside 32 bits.

const N = 300_000;
const INT_MAX = 2_147_483_647;

/** Throws unless every number and every running total of `s` fits in a signed 32-bit integer. */
function valid(s) {
  let result = 0;
  let number = 0;
  let sign = 1;
  const stack = [];
  const fits = (v) => {
    if (v > INT_MAX || v < -INT_MAX - 1) throw new Error(`generator: ${v} leaves 32 bits`);
  };
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") {
      number = number * 10 + Number(ch);
      fits(number);
    } else if (ch === "+" || ch === "-") {
      result += sign * number;
      fits(result);
      number = 0;
      sign = ch === "+" ? 1 : -1;
    } else if (ch === "(") {
      stack.push([result, sign]);
      result = 0;
      sign = 1;
    } else if (ch === ")") {
      result += sign * number;
      fits(result);
      number = 0;
      const [before, groupSign] = stack.pop();
      result = before + groupSign * result;
      fits(result);
    }
  }
  fits(result + sign * number);
  if (s.length < 1 || s.length > N) throw new Error(`generator: length ${s.length}`);
  return s;
}

/**
 * A random valid expression of about `target` characters: numbers up to `maxNumber`, groups
 * nested at most `maxDepth` deep, a unary minus in front of a group's first operand with
 * probability `pMinus`, and up to `maxSpaces` spaces between tokens with probability `pSpace`.
 */
function randomExpression(rng, { target, maxNumber, maxDepth, pMinus, pSpace, maxSpaces }) {
  const parts = [];
  let length = 0;
  const put = (t) => {
    parts.push(t);
    length += t.length;
    if (rng.bool(pSpace)) {
      const gap = " ".repeat(rng.int(1, maxSpaces));
      parts.push(gap);
      length += gap.length;
    }
  };
  let depth = 0;
  let groupStart = true; // expecting the first operand of a group (a unary minus may come)
  for (;;) {
    // Expecting an operand.
    if (groupStart && rng.bool(pMinus)) put("-");
    if (depth < maxDepth && length < target && rng.bool(0.3)) {
      put("(");
      depth++;
      groupStart = true;
      continue;
    }
    put(String(rng.int(0, maxNumber)));
    groupStart = false;
    // After an operand: close groups, then either stop or write an operator.
    while (depth > 0 && (length >= target || rng.bool(0.25))) {
      put(")");
      depth--;
    }
    if (length >= target && depth === 0) break;
    put(rng.bool(0.5) ? "+" : "-");
  }
  return parts.join("");
}

/** Pads `s` with spaces at both ends to exactly N characters. */
function pad(rng, s) {
  const left = rng.int(0, N - s.length);
  return " ".repeat(left) + s + " ".repeat(N - s.length - left);
}

export default function generate(rng) {
  const random = randomExpression(rng, {
    target: N - 500, maxNumber: 10_000, maxDepth: 40, pMinus: 0.3, pSpace: 0.3, maxSpaces: 2,
  });
  const negated = randomExpression(rng, {
    target: N - 500, maxNumber: 99, maxDepth: 200, pMinus: 0.9, pSpace: 0, maxSpaces: 1,
  });
  const spacey = randomExpression(rng, {
    target: N - 2_000, maxNumber: 1_000_000, maxDepth: 5, pMinus: 0.5, pSpace: 0.9, maxSpaces: 60,
  });
  // -(-(-( ... (7) ... ))) nested 99_999 levels deep.
  const deep = 99_999;
  const deepNegated = "-(".repeat(deep) + "7" + ")".repeat(deep);
  // d0-(d1-(d2-( ... ))) with one-digit numbers, 74_999 groups deep.
  const right = [];
  for (let i = 0; i < 74_999; i++) right.push(String(rng.int(0, 9)), "-(");
  const rightChain = right.join("") + "5" + ")".repeat(74_999);
  // ((( ... ((1+d)-d)+d ... ): every group closes right after its second number.
  const left = ["(".repeat(74_999), "1"];
  for (let i = 0; i < 74_999; i++) left.push(rng.bool(0.5) ? "+" : "-", String(rng.int(0, 9)), ")");
  const leftChain = left.join("");
  // 2147483647-2147483647+2147483647-...: the running total swings between 2^31 - 1 and 0.
  const swing = [String(INT_MAX)];
  for (let i = 1; i < 27_272; i++) swing.push(i % 2 === 1 ? "-" : "+", String(INT_MAX));
  return [
    { label: "|s| = 3 * 10^5, random expression: nesting up to 40, unary minus, spaces", input: { s: valid(pad(rng, random)) } },
    { label: "|s| = 3 * 10^5, almost every group negated, nesting up to 200, no spaces", input: { s: valid(pad(rng, negated)) } },
    { label: "|s| = 3 * 10^5, long runs of spaces between tokens, numbers up to 10^6", input: { s: valid(pad(rng, spacey)) } },
    { label: "|s| = 3 * 10^5 - 2, -(-(-(...(7)...))) nested 99999 deep", input: { s: valid(deepNegated) } },
    { label: "|s| = 3 * 10^5 - 3, right-leaning chain d-(d-(d-(...))) 74999 groups deep", input: { s: valid(rightChain) } },
    { label: "|s| = 3 * 10^5 - 2, left-leaning chain ((((1+d)-d)+d)...) 74999 groups deep", input: { s: valid(leftChain) } },
    { label: "|s| ~ 3 * 10^5, 2^31 - 1 added and subtracted in turn", input: { s: valid(swing.join("")) } },
    { label: "|s| = 3 * 10^5, one number in a sea of spaces", input: { s: valid(pad(rng, "-(2147483647)")) } },
    { label: "|s| = 1, a single digit", input: { s: valid("9") } },
    { label: "|s| = 2, a negated digit", input: { s: valid("-4") } },
    { label: "the smallest 32-bit value reached by subtraction", input: { s: valid("-2147483647-1") } },
  ];
}
