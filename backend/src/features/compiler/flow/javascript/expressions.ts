import type { AnyNode, AssignmentExpression, Expression, Identifier, MemberExpression } from "acorn";
import { visitClass, visitFunction } from "./functions";
import type { Rewriter } from "./rewriter";
import { isOperator, UNARY_OPS, unparen } from "./syntax";

/**
 * Expressions: operators report their operands and value, calls their arguments and result,
 * compound assignments and updates the value they store; functions and classes met inside an
 * expression are visited as such.
 */

/** Binding strength of binary and logical operators (higher binds tighter), as in the ECMAScript grammar. */
const LEVEL: { [op: string]: number } = {
  "??": 1,
  "||": 2,
  "&&": 3,
  "|": 4,
  "^": 5,
  "&": 6,
  "==": 7,
  "!=": 7,
  "===": 7,
  "!==": 7,
  "<": 8,
  ">": 8,
  "<=": 8,
  ">=": 8,
  in: 8,
  instanceof: 8,
  "<<": 9,
  ">>": 9,
  ">>>": 9,
  "+": 10,
  "-": 10,
  "*": 11,
  "/": 11,
  "%": 11,
  "**": 12,
  unary: 13,
};
const COMPARISONS = new Set(["==", "!=", "===", "!==", "<", ">", "<=", ">=", "in", "instanceof"]);
const COMPOUND = new Set(["+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^="]);

/** The operator an expression is an operand of, if any. */
type OpContext = { op: string } | null;

/** An arithmetic or bitwise compound assignment to a plain name (x += y), traced as one step. */
export function compoundTarget(e: AssignmentExpression): e is AssignmentExpression & { left: Identifier } {
  return COMPOUND.has(e.operator) && e.left.type === "Identifier";
}

/** Why an operator runs when it does in its expression. */
function rule(op: string, parent: OpContext, parenthesized: boolean, hasInner: boolean): string {
  if (!parent) return hasInner ? "applied last" : "";
  if (parenthesized) return "parentheses first";
  const mine = LEVEL[op] ?? 0;
  const theirs = LEVEL[parent.op] ?? 0;
  if (mine > theirs) return `${op} before ${parent.op}`;
  if (mine === theirs) return op === "**" ? "right to left" : "left to right";
  return "operand first";
}

/** A branch or loop test: `before` runs ahead of the test (the test's own records included). */
export function visitTest(r: Rewriter, test: Expression, kind: string, before = "") {
  const id = r.node(test, kind, { test: r.src(test) });
  r.wrap(test, `_fl_t.t(${id},${before ? `(${before},_fl_f)` : "_fl_f"},`, ")");
  visitExpression(r, test, null);
}

export function visitExpression(
  r: Rewriter,
  node: AnyNode | null | undefined,
  parent: OpContext,
  nameHint?: string,
  parenthesized = false,
): void {
  if (!node) return;
  switch (node.type) {
    case "ParenthesizedExpression":
      visitExpression(r, node.expression, parent, nameHint, true);
      return;
    case "BinaryExpression": {
      if (node.left.type === "PrivateIdentifier") {
        visitExpression(r, node.right, null);
        return;
      }
      const op: string = node.operator;
      const inner = isOperator(unparen(node.left)) || isOperator(unparen(node.right));
      const id = r.node(node, "bin", {
        op,
        rule: rule(op, parent, parenthesized, inner),
        opname: COMPARISONS.has(op) ? "comparison" : op,
        parts: [r.src(node.left), r.src(node.right)],
      });
      r.prefix(node.start, `_fl_t.b(${id},_fl_f,`);
      r.replace(node.left.end, node.right.start, ",");
      r.suffix(node.end, `,_fl_op[${JSON.stringify(op)}])`);
      visitExpression(r, node.left, { op });
      visitExpression(r, node.right, { op });
      return;
    }
    case "LogicalExpression": {
      const op: string = node.operator;
      const inner = isOperator(unparen(node.left)) || isOperator(unparen(node.right));
      const id = r.node(node, "bool", {
        op,
        rule: rule(op, parent, parenthesized, inner),
        parts: [r.src(node.left), r.src(node.right)],
      });
      r.wrap(node, `_fl_t.v(${id},_fl_f,`, ")");
      r.wrap(node.left, `_fl_t.o(${id},_fl_f,0,`, ")");
      r.wrap(node.right, `_fl_t.o(${id},_fl_f,1,`, ")");
      visitExpression(r, node.left, { op });
      visitExpression(r, node.right, { op });
      return;
    }
    case "UnaryExpression": {
      const arg = unparen(node.argument);
      if (node.operator === "delete") {
        if (node.argument.type === "MemberExpression") visitMember(r, node.argument);
        return;
      }
      if (node.operator === "typeof" && arg.type === "Identifier") return;
      if (!UNARY_OPS.has(node.operator) || arg.type === "Literal") {
        visitExpression(r, node.argument, null);
        return;
      }
      const id = r.node(node, "un", {
        op: node.operator,
        rule: rule("unary", parent, parenthesized, isOperator(arg)),
      });
      r.replaceStart(node.start, node.argument.start, `_fl_t.u(${id},_fl_f,`);
      r.suffix(node.end, `,_fl_op[${JSON.stringify(`u${node.operator}`)}])`);
      visitExpression(r, node.argument, { op: "unary" });
      return;
    }
    case "UpdateExpression": {
      if (node.argument.type !== "Identifier") {
        if (node.argument.type === "MemberExpression") visitMember(r, node.argument);
        return;
      }
      const name = node.argument.name;
      const id = r.node(node, "assign", { names: [name] });
      r.wrap(node, `_fl_t.p(${id},_fl_f,${JSON.stringify(name)},`, `,${name})`);
      return;
    }
    case "AssignmentExpression": {
      if (compoundTarget(node)) {
        const name = node.left.name;
        const op = node.operator.slice(0, -1);
        const id = r.node(node, "aug", { op, name });
        r.replace(
          node.left.end,
          node.right.start,
          ` = _fl_t.g(${id},_fl_f,_fl_op[${JSON.stringify(op)}],${JSON.stringify(name)},${name},`,
        );
        r.suffix(node.end, ")");
        visitExpression(r, node.right, null);
        return;
      }
      if (node.left.type === "MemberExpression") visitMember(r, node.left);
      visitExpression(r, node.right, null, node.left.type === "Identifier" ? node.left.name : undefined);
      return;
    }
    case "ConditionalExpression":
      visitTest(r, node.test, "ifexp");
      visitExpression(r, node.consequent, null);
      visitExpression(r, node.alternate, null);
      return;
    case "CallExpression":
    case "NewExpression": {
      // A new expression has no optional form (new a?.b() is a syntax error).
      const plain = node.callee.type !== "Super" && (node.type === "NewExpression" || !node.optional);
      if (node.callee.type === "MemberExpression") visitMember(r, node.callee);
      else if (node.callee.type !== "Super") visitExpression(r, node.callee, null);
      if (plain) {
        const name = (node.type === "NewExpression" ? "new " : "") + r.src(node.callee);
        const id = r.node(node, "call", { name, args: node.arguments.map((a) => r.src(a)) });
        r.wrap(node, `_fl_t.v(${id},_fl_f,`, ")");
        node.arguments.forEach((a, i) => {
          if (a.type !== "SpreadElement") r.wrap(a, `_fl_t.o(${id},_fl_f,${i},`, ")");
        });
      }
      for (const a of node.arguments) visitExpression(r, a.type === "SpreadElement" ? a.argument : a, null);
      return;
    }
    case "MemberExpression":
      visitMember(r, node);
      return;
    case "ChainExpression":
      // Optional chains stay as written: wrapping a link would break their short-circuit.
      return;
    case "SequenceExpression":
      for (const e of node.expressions) visitExpression(r, e, null);
      return;
    case "ArrayExpression":
      for (const e of node.elements) visitExpression(r, e?.type === "SpreadElement" ? e.argument : e, null);
      return;
    case "ObjectExpression":
      for (const p of node.properties) {
        if (p.type === "SpreadElement") visitExpression(r, p.argument, null);
        else {
          if (p.computed) visitExpression(r, p.key, null);
          // A getter, setter or method's value is always a function expression.
          if ((p.kind === "get" || p.kind === "set" || p.method) && p.value.type === "FunctionExpression")
            visitFunction(r, p.value, r.src(p.key));
          else if (!p.shorthand) visitExpression(r, p.value, null, r.src(p.key));
        }
      }
      return;
    case "TemplateLiteral":
      for (const e of node.expressions) visitExpression(r, e, null);
      return;
    case "TaggedTemplateExpression":
      for (const e of node.quasi.expressions) visitExpression(r, e, null);
      return;
    case "AwaitExpression":
    case "YieldExpression":
    case "SpreadElement":
      visitExpression(r, node.argument, null);
      return;
    case "FunctionExpression":
    case "ArrowFunctionExpression":
      visitFunction(r, node, nameHint);
      return;
    case "ClassExpression":
      visitClass(r, node);
      return;
    default:
      return;
  }
}

function visitMember(r: Rewriter, node: MemberExpression) {
  if (node.object.type !== "Super") visitExpression(r, node.object, null);
  if (node.computed) visitExpression(r, node.property, null);
}
