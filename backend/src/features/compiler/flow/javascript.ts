import { parse } from "acorn";
import type { FlowNode } from "./steps";

/**
 * JavaScript flow analysis: the learner's program is parsed with acorn and rewritten, on the
 * server, so that every operator, call, assignment, branch, loop, return and handler reports
 * its real value to `_fl_t` (the runtime below, prepended on the same first line so that line
 * numbers stay the learner's). The rewritten program runs in the sandbox like any run.
 */

// biome-ignore lint/suspicious/noExplicitAny: acorn's tree is walked generically here.
type AnyNode = { type: string; start: number; end: number; loc?: { start: { line: number } }; [key: string]: any };

type Edit = { pos: number; kind: 0 | 1 | 2; seq: number; text: string; until?: number };

/** The runtime the instrumented program calls; kept free of line comments so it fits on one line. */
const RUNTIME = `var _fl_t = (function () {
  var fs = require("fs"), util = require("util");
  var MAX_STEPS = 1000, MAX_BYTES = 2097152, MAX_OUT = 65536, MAX_VALUE = 100, MAX_ERROR = 1000, PRELUDE = __PRELUDE__;
  var steps = 0, bytes = 0, outChars = 0, frames = 0, shortened = 0, done = false;
  function write(s) {
    var buf = Buffer.from(s), off = 0;
    while (off < buf.length) {
      try { off += fs.writeSync(1, buf, off); } catch (e) { if (e.code !== "EAGAIN") return; }
    }
  }
  function finish(reason) { if (done) return; done = true; write("\\x1e" + JSON.stringify(["end", reason, shortened]) + "\\n"); }
  function stop(reason) { finish(reason); process.exit(0); }
  function emit(rec, step) {
    var line = "\\x1e" + JSON.stringify(rec) + "\\n";
    bytes += Buffer.byteLength(line); write(line);
    if (step !== false) { steps++; if (steps >= MAX_STEPS) stop("steps"); }
    if (bytes >= MAX_BYTES) stop("trace");
  }
  function show(v) {
    var s;
    try {
      if (typeof v === "string") s = JSON.stringify(v);
      else if (typeof v === "function") s = "[Function " + (v.name || "anonymous") + "]";
      else if (typeof v === "bigint") s = String(v) + "n";
      else if (v === null || typeof v !== "object") s = String(v);
      else s = util.inspect(v, { depth: 2, breakLength: Infinity, maxArrayLength: 20, maxStringLength: MAX_VALUE });
    } catch (e) { s = "<unprintable>"; }
    if (s.length > MAX_VALUE) { shortened++; s = s.slice(0, MAX_VALUE - 3) + "..."; }
    return s;
  }
  function errText(e) {
    var s;
    try { s = String(e.name) + ": " + String(e.message); } catch (x) { s = "Error"; }
    return s.length > MAX_ERROR ? s.slice(0, MAX_ERROR - 3) + "..." : s;
  }
  function out(text) {
    if (outChars >= MAX_OUT) return;
    text = text.slice(0, MAX_OUT - outChars); outChars += text.length;
    emit(["o!", text], false);
  }
  console.log = console.info = console.debug = function () { out(util.format.apply(null, arguments) + "\\n"); };
  process.stdout.write = function (chunk, enc, cb) {
    out(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
    if (typeof enc === "function") enc(); else if (typeof cb === "function") cb();
    return true;
  };
  function lineOf(e) {
    var re = /main\\.js:(\\d+):(\\d+)/g, m, stack = String(e && e.stack);
    while ((m = re.exec(stack))) { if (+m[1] > 1 || +m[2] > PRELUDE) return +m[1]; }
    return 0;
  }
  process.on("uncaughtException", function (e) {
    var text = e instanceof Error ? errText(e) : "Uncaught " + show(e);
    emit(["e", text, lineOf(e)], false); finish("done"); process.exit(1);
  });
  process.on("exit", function () { finish("done"); });
  return {
    b: function (id, f, l, r, op) { var x = op(l, r); emit(["b", id, f, show(l), show(r), show(x)]); return x; },
    u: function (id, f, a, op) { var x = op(a); emit(["u", id, f, show(a), show(x)]); return x; },
    v: function (id, f, x) { emit(["v", id, f, show(x)]); return x; },
    o: function (id, f, i, x) { emit(["o", id, f, i, show(x)], false); return x; },
    t: function (id, f, x) { emit(["t", id, f, show(x), !!x]); return x; },
    a: function (id, f) {
      var changes = {};
      for (var i = 2; i < arguments.length; i++) changes[arguments[i][0]] = show(arguments[i][1]);
      emit(["a", id, f, changes]);
    },
    g: function (id, f, op, name, old, right) {
      var x = op(old, right); emit(["g", id, f, name, show(old), show(right), show(x)]); return x;
    },
    p: function (id, f, name, value, now) { var c = {}; c[name] = show(now); emit(["a", id, f, c]); return value; },
    n: function (id, caller, params) {
      frames++; var shown = {};
      for (var k in params) shown[k] = show(params[k]);
      emit(["f", id, frames, shown]); return frames;
    },
    r: function (id, f, x) { emit(["r", id, f, show(x)]); return x; },
    h: function (id, f, err) { emit(["h", id, f, err instanceof Error ? errText(err) : show(err)]); }
  };
})(), _fl_f = 0, _fl_op = {
  "+": function (a, b) { return a + b; }, "-": function (a, b) { return a - b; },
  "*": function (a, b) { return a * b; }, "/": function (a, b) { return a / b; },
  "%": function (a, b) { return a % b; }, "**": function (a, b) { return a ** b; },
  "==": function (a, b) { return a == b; }, "!=": function (a, b) { return a != b; },
  "===": function (a, b) { return a === b; }, "!==": function (a, b) { return a !== b; },
  "<": function (a, b) { return a < b; }, "<=": function (a, b) { return a <= b; },
  ">": function (a, b) { return a > b; }, ">=": function (a, b) { return a >= b; },
  "<<": function (a, b) { return a << b; }, ">>": function (a, b) { return a >> b; },
  ">>>": function (a, b) { return a >>> b; }, "&": function (a, b) { return a & b; },
  "|": function (a, b) { return a | b; }, "^": function (a, b) { return a ^ b; },
  "in": function (a, b) { return a in b; }, "instanceof": function (a, b) { return a instanceof b; },
  "u-": function (a) { return -a; }, "u+": function (a) { return +a; },
  "u!": function (a) { return !a; }, "u~": function (a) { return ~a; }
};`;

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
const UNARY_OPS = new Set(["-", "+", "!", "~"]);
const COMPOUND = new Set(["+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^="]);

const prelude = (length: number) => RUNTIME.replace(/\n\s*/g, " ").replace("__PRELUDE__", String(length));

/** The runtime on one line: its length is written into itself so error lines can skip it. */
function runtimeLine(): string {
  let length = prelude(0).length;
  for (;;) {
    const line = prelude(length);
    if (line.length === length) return line;
    length = line.length;
  }
}
const RUNTIME_LINE = runtimeLine();

/** Said when a program nests deeper than the parser or the rewriter can follow on the server's stack. */
export const TOO_DEEP = "The program nests expressions too deeply to be traced";

export function javascriptFlowProgram(code: string): { source: string; meta: FlowNode[] } | { error: string } {
  let program: AnyNode;
  try {
    program = parse(code, {
      ecmaVersion: "latest",
      sourceType: "script",
      locations: true,
      preserveParens: true,
      allowReturnOutsideFunction: true,
      allowHashBang: true,
    }) as unknown as AnyNode;
  } catch (error) {
    // acorn says so itself when its recursion runs out of stack ("Not enough stack space to parse input").
    if (error instanceof RangeError || /stack space/i.test(String(error))) return { error: TOO_DEEP };
    const e = error as { message: string; loc?: { line: number } };
    return {
      error: `SyntaxError: ${e.message.replace(/ \(\d+:\d+\)$/, "")}${e.loc ? ` (line ${e.loc.line})` : ""}`,
    };
  }
  // The rewriter recurses along the tree: a chain such as x.b.b.b... thousands long, which the
  // parser reads in a loop, can exhaust the stack here.
  try {
    const instrumenter = new Instrumenter(code);
    // A #! line is only allowed at the very start; after the runtime it becomes a comment.
    if (code.startsWith("#!")) instrumenter.hashbang();
    instrumenter.statements(program.body);
    return { source: RUNTIME_LINE + instrumenter.apply(), meta: instrumenter.meta };
  } catch (error) {
    if (error instanceof RangeError) return { error: TOO_DEEP };
    return { error: `The flow analysis could not follow this program (${String(error)})` };
  }
}

type OpContext = { op: string } | null;

class Instrumenter {
  readonly meta: FlowNode[] = [];
  private edits: Edit[] = [];
  private seq = 0;
  private functionName = "<program>";

  constructor(private readonly code: string) {}

  private src(node: AnyNode): string {
    return this.code.slice(node.start, node.end);
  }

  private node(node: AnyNode, k: string, info: Partial<FlowNode> = {}): number {
    this.meta.push({ k, t: this.src(node).slice(0, 200), l: node.loc?.start.line ?? 0, ...info });
    return this.meta.length - 1;
  }

  private prefix(pos: number, text: string) {
    this.edits.push({ pos, kind: 2, seq: this.seq++, text });
  }
  private suffix(pos: number, text: string) {
    this.edits.push({ pos, kind: 0, seq: this.seq++, text });
  }
  /** Replaces the text between two children (an operator token); its line breaks stay, so lines keep their numbers. */
  private replace(from: number, until: number, text: string) {
    this.edits.push({ pos: from, kind: 1, seq: this.seq++, text: text + this.breaks(from, until), until });
  }
  /** Replaces text from a node's start, ordered like a prefix (outer wrappers stay in front of it). */
  private replaceStart(from: number, until: number, text: string) {
    this.edits.push({ pos: from, kind: 2, seq: this.seq++, text: text + this.breaks(from, until), until });
  }
  private breaks(from: number, until: number): string {
    return "\n".repeat(this.code.slice(from, until).split("\n").length - 1);
  }
  private wrap(node: AnyNode, before: string, after: string) {
    this.prefix(node.start, before);
    this.suffix(node.end, after);
  }

  hashbang() {
    this.replaceStart(0, 2, "//");
  }

  apply(): string {
    const sorted = [...this.edits].sort(
      (a, b) => a.pos - b.pos || a.kind - b.kind || (a.kind === 0 ? b.seq - a.seq : a.seq - b.seq),
    );
    let out = "";
    let cursor = 0;
    for (const edit of sorted) {
      if (edit.pos < cursor) continue;
      out += this.code.slice(cursor, edit.pos) + edit.text;
      cursor = edit.until ?? edit.pos;
    }
    return out + this.code.slice(cursor);
  }

  // ---- statements

  statements(list: AnyNode[]) {
    for (const statement of list) this.statement(statement, true);
  }

  /** A statement in a position that allows only one: wrapped in braces so records can follow it. */
  private body(statement: AnyNode) {
    if (statement.type === "BlockStatement") {
      this.statements(statement.body);
      return;
    }
    this.wrap(statement, "{", "}");
    this.statement(statement, true);
  }

  private statement(s: AnyNode, inList: boolean) {
    switch (s.type) {
      case "ExpressionStatement": {
        if (s.directive) return;
        const e = unparen(s.expression);
        if (inList && e.type === "AssignmentExpression" && (e.operator === "=" || !this.compoundTarget(e))) {
          const targets = this.targets(e.left);
          if (targets.length) this.recordAfter(s, this.node(s, "assign", { names: targets }), targets);
        }
        this.expr(s.expression, null);
        return;
      }
      case "VariableDeclaration": {
        const names = s.declarations.flatMap((d: AnyNode) => patternNames(d.id));
        // The record is made before the initialisers are visited: it must close after their wrappers.
        if (inList && names.length) this.recordAfter(s, this.node(s, "assign", { names }), names);
        for (const d of s.declarations) {
          if (d.init) this.expr(d.init, null, d.id.type === "Identifier" ? d.id.name : undefined);
        }
        return;
      }
      case "FunctionDeclaration":
        this.fn(s, s.id?.name);
        return;
      case "ClassDeclaration":
        this.cls(s);
        return;
      case "ReturnStatement": {
        const id = this.node(s, "return", { fn: this.functionName });
        if (s.argument) {
          this.wrap(s.argument, `_fl_t.r(${id},_fl_f,`, ")");
          this.expr(s.argument, null);
        } else this.replaceStart(s.start, s.end, `return _fl_t.r(${id},_fl_f,undefined);`);
        return;
      }
      case "IfStatement":
        this.test(s.test, "if");
        this.body(s.consequent);
        if (s.alternate) this.body(s.alternate);
        return;
      case "WhileStatement":
        this.test(s.test, "while");
        this.body(s.body);
        return;
      case "DoWhileStatement":
        this.body(s.body);
        this.test(s.test, "while");
        return;
      case "ForStatement":
        if (s.init?.type === "VariableDeclaration") {
          for (const d of s.init.declarations) if (d.init) this.expr(d.init, null);
        } else if (s.init) this.expr(s.init, null);
        if (s.test) this.test(s.test, "loop");
        if (s.update) this.expr(s.update, null);
        this.body(s.body);
        return;
      case "ForOfStatement":
      case "ForInStatement": {
        const names =
          s.left.type === "VariableDeclaration" ? patternNames(s.left.declarations[0].id) : this.targets(s.left);
        const header = `for (${this.src(s.left)} ${s.type === "ForOfStatement" ? "of" : "in"} ${this.src(s.right)})`;
        this.expr(s.right, null);
        if (!names.length) {
          this.body(s.body);
          return;
        }
        const id = this.node(s, "for", { names, header });
        const record = `_fl_t.a(${id},_fl_f,${names.map((n) => `[${JSON.stringify(n)},${n}]`).join(",")});`;
        if (s.body.type === "BlockStatement") {
          this.prefix(s.body.start + 1, record);
          this.statements(s.body.body);
        } else {
          this.wrap(s.body, `{${record}`, "}");
          this.statement(s.body, true);
        }
        return;
      }
      case "BlockStatement":
        this.statements(s.body);
        return;
      case "TryStatement":
        this.statements(s.block.body);
        if (s.handler) {
          const param = s.handler.param?.type === "Identifier" ? s.handler.param.name : null;
          const id = this.node(s.handler, "handler", { name: param ?? "" });
          const meta = this.meta[id] as FlowNode;
          meta.t = param ? `catch (${param})` : "catch";
          this.prefix(s.handler.body.start + 1, `_fl_t.h(${id},_fl_f,${param ?? "undefined"});`);
          this.statements(s.handler.body.body);
        }
        if (s.finalizer) this.statements(s.finalizer.body);
        return;
      case "SwitchStatement":
        this.expr(s.discriminant, null);
        for (const c of s.cases) {
          if (c.test) this.expr(c.test, null);
          this.statements(c.consequent);
        }
        return;
      case "ThrowStatement":
        this.expr(s.argument, null);
        return;
      case "LabeledStatement":
        // A label must stay on its loop: no braces around it.
        this.statement(s.body, false);
        return;
      default:
        return;
    }
  }

  private recordAfter(s: AnyNode, id: number, targets: string[]) {
    const pairs = targets.map((t) => `[${JSON.stringify(t)},${t}]`).join(",");
    this.suffix(s.end, `;_fl_t.a(${id},_fl_f,${pairs});`);
  }

  /** Names (and simple member targets such as obj.count or arr[i]) an assignment writes, readable again safely. */
  private targets(left: AnyNode): string[] {
    if (left.type === "Identifier") return [left.name];
    if (left.type === "MemberExpression" && simpleMember(left)) return [this.src(left)];
    if (left.type === "ArrayPattern" || left.type === "ObjectPattern") return patternNames(left);
    return [];
  }

  private compoundTarget(e: AnyNode): boolean {
    return COMPOUND.has(e.operator) && e.left.type === "Identifier";
  }

  private test(test: AnyNode, kind: string) {
    const id = this.node(test, kind, { test: this.src(test) });
    this.wrap(test, `_fl_t.t(${id},_fl_f,`, ")");
    this.expr(test, null);
  }

  private fn(f: AnyNode, name?: string) {
    const outer = this.functionName;
    const fnName = f.id?.name ?? name ?? "anonymous function";
    this.functionName = fnName;
    const params: string[] = f.params.flatMap((p: AnyNode) => patternNames(p));
    const id = this.node(f, "enter", { fn: fnName, params });
    (this.meta[id] as FlowNode).t = `${fnName}(${params.join(", ")})`;
    const object = `{${params.map((p) => `${JSON.stringify(p)}:${p}`).join(",")}}`;
    const enter = `const _fl_f=_fl_t.n(${id},null,${object});`;
    if (f.body.type === "BlockStatement") {
      const list: AnyNode[] = f.body.body;
      let at = f.body.start + 1;
      for (const s of list) {
        if (s.type === "ExpressionStatement" && s.directive) at = s.end;
        else break;
      }
      this.prefix(at, enter);
      this.statements(list);
    } else {
      const rid = this.node(f.body, "return", { fn: fnName });
      this.wrap(f.body, `{${enter}return _fl_t.r(${rid},_fl_f,`, ")}");
      this.expr(f.body, null);
    }
    this.functionName = outer;
  }

  private cls(c: AnyNode) {
    if (c.superClass) this.expr(c.superClass, null);
    for (const member of c.body.body) {
      if (member.type === "MethodDefinition") {
        if (member.computed) this.expr(member.key, null);
        const key = member.key.type === "Identifier" ? member.key.name : this.src(member.key);
        this.fn(member.value, member.kind === "constructor" ? `${c.id?.name ?? "class"} constructor` : key);
      } else if (member.type === "PropertyDefinition") {
        if (member.computed) this.expr(member.key, null);
        if (member.value) this.expr(member.value, null);
      } else if (member.type === "StaticBlock") this.statements(member.body);
    }
  }

  // ---- expressions

  /** Why an operator runs when it does in its expression. */
  private rule(op: string, parent: OpContext, parenthesized: boolean, hasInner: boolean): string {
    if (!parent) return hasInner ? "applied last" : "";
    if (parenthesized) return "parentheses first";
    const mine = LEVEL[op] ?? 0;
    const theirs = LEVEL[parent.op] ?? 0;
    if (mine > theirs) return `${op} before ${parent.op}`;
    if (mine === theirs) return op === "**" ? "right to left" : "left to right";
    return "operand first";
  }

  private expr(node: AnyNode | null | undefined, parent: OpContext, nameHint?: string, parenthesized = false): void {
    if (!node) return;
    switch (node.type) {
      case "ParenthesizedExpression":
        this.expr(node.expression, parent, nameHint, true);
        return;
      case "BinaryExpression": {
        if (node.left.type === "PrivateIdentifier") {
          this.expr(node.right, null);
          return;
        }
        const op: string = node.operator;
        const inner = isOperator(unparen(node.left)) || isOperator(unparen(node.right));
        const id = this.node(node, "bin", {
          op,
          rule: this.rule(op, parent, parenthesized, inner),
          opname: COMPARISONS.has(op) ? "comparison" : op,
          parts: [this.src(node.left), this.src(node.right)],
        });
        this.prefix(node.start, `_fl_t.b(${id},_fl_f,`);
        this.replace(node.left.end, node.right.start, ",");
        this.suffix(node.end, `,_fl_op[${JSON.stringify(op)}])`);
        this.expr(node.left, { op });
        this.expr(node.right, { op });
        return;
      }
      case "LogicalExpression": {
        const op: string = node.operator;
        const inner = isOperator(unparen(node.left)) || isOperator(unparen(node.right));
        const id = this.node(node, "bool", {
          op,
          rule: this.rule(op, parent, parenthesized, inner),
          parts: [this.src(node.left), this.src(node.right)],
        });
        this.wrap(node, `_fl_t.v(${id},_fl_f,`, ")");
        this.wrap(node.left, `_fl_t.o(${id},_fl_f,0,`, ")");
        this.wrap(node.right, `_fl_t.o(${id},_fl_f,1,`, ")");
        this.expr(node.left, { op });
        this.expr(node.right, { op });
        return;
      }
      case "UnaryExpression": {
        const arg = unparen(node.argument);
        if (node.operator === "delete") {
          if (node.argument.type === "MemberExpression") this.member(node.argument);
          return;
        }
        if (node.operator === "typeof" && arg.type === "Identifier") return;
        if (!UNARY_OPS.has(node.operator) || arg.type === "Literal") {
          this.expr(node.argument, null);
          return;
        }
        const id = this.node(node, "un", {
          op: node.operator,
          rule: this.rule("unary", parent, parenthesized, isOperator(arg)),
        });
        this.replaceStart(node.start, node.argument.start, `_fl_t.u(${id},_fl_f,`);
        this.suffix(node.end, `,_fl_op[${JSON.stringify(`u${node.operator}`)}])`);
        this.expr(node.argument, { op: "unary" });
        return;
      }
      case "UpdateExpression": {
        if (node.argument.type !== "Identifier") {
          if (node.argument.type === "MemberExpression") this.member(node.argument);
          return;
        }
        const name: string = node.argument.name;
        const id = this.node(node, "assign", { names: [name] });
        this.wrap(node, `_fl_t.p(${id},_fl_f,${JSON.stringify(name)},`, `,${name})`);
        return;
      }
      case "AssignmentExpression": {
        if (this.compoundTarget(node)) {
          const name: string = node.left.name;
          const op = node.operator.slice(0, -1);
          const id = this.node(node, "aug", { op, name });
          this.replace(
            node.left.end,
            node.right.start,
            ` = _fl_t.g(${id},_fl_f,_fl_op[${JSON.stringify(op)}],${JSON.stringify(name)},${name},`,
          );
          this.suffix(node.end, ")");
          this.expr(node.right, null);
          return;
        }
        if (node.left.type === "MemberExpression") this.member(node.left);
        this.expr(node.right, null, node.left.type === "Identifier" ? node.left.name : undefined);
        return;
      }
      case "ConditionalExpression":
        this.test(node.test, "ifexp");
        this.expr(node.consequent, null);
        this.expr(node.alternate, null);
        return;
      case "CallExpression":
      case "NewExpression": {
        const plain = node.callee.type !== "Super" && !node.optional;
        if (node.callee.type === "MemberExpression") this.member(node.callee);
        else if (node.callee.type !== "Super") this.expr(node.callee, null);
        if (plain) {
          const name = (node.type === "NewExpression" ? "new " : "") + this.src(node.callee);
          const id = this.node(node, "call", { name, args: node.arguments.map((a: AnyNode) => this.src(a)) });
          this.wrap(node, `_fl_t.v(${id},_fl_f,`, ")");
          node.arguments.forEach((a: AnyNode, i: number) => {
            if (a.type !== "SpreadElement") this.wrap(a, `_fl_t.o(${id},_fl_f,${i},`, ")");
          });
        }
        for (const a of node.arguments) this.expr(a.type === "SpreadElement" ? a.argument : a, null);
        return;
      }
      case "MemberExpression":
        this.member(node);
        return;
      case "ChainExpression":
        // Optional chains stay as written: wrapping a link would break their short-circuit.
        return;
      case "SequenceExpression":
        for (const e of node.expressions) this.expr(e, null);
        return;
      case "ArrayExpression":
        for (const e of node.elements) this.expr(e?.type === "SpreadElement" ? e.argument : e, null);
        return;
      case "ObjectExpression":
        for (const p of node.properties) {
          if (p.type === "SpreadElement") this.expr(p.argument, null);
          else {
            if (p.computed) this.expr(p.key, null);
            if (p.kind === "get" || p.kind === "set" || p.method) this.fn(p.value, this.src(p.key));
            else if (!p.shorthand) this.expr(p.value, null, this.src(p.key));
          }
        }
        return;
      case "TemplateLiteral":
        for (const e of node.expressions) this.expr(e, null);
        return;
      case "TaggedTemplateExpression":
        for (const e of node.quasi.expressions) this.expr(e, null);
        return;
      case "AwaitExpression":
      case "YieldExpression":
      case "SpreadElement":
        this.expr(node.argument, null);
        return;
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        this.fn(node, nameHint);
        return;
      case "ClassExpression":
        this.cls(node);
        return;
      default:
        return;
    }
  }

  private member(node: AnyNode) {
    if (node.object.type !== "Super") this.expr(node.object, null);
    if (node.computed) this.expr(node.property, null);
  }
}

function unparen(node: AnyNode): AnyNode {
  let current = node;
  while (current.type === "ParenthesizedExpression") current = current.expression;
  return current;
}

function isOperator(node: AnyNode): boolean {
  return (
    node.type === "BinaryExpression" ||
    node.type === "LogicalExpression" ||
    (node.type === "UnaryExpression" && UNARY_OPS.has(node.operator))
  );
}

function simpleMember(node: AnyNode): boolean {
  const object = node.object;
  const objectOk =
    object.type === "Identifier" ||
    object.type === "ThisExpression" ||
    (object.type === "MemberExpression" && simpleMember(object));
  const property = node.property;
  const propertyOk = !node.computed || property.type === "Identifier" || property.type === "Literal";
  return objectOk && propertyOk && !node.optional;
}

function patternNames(pattern: AnyNode | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ArrayPattern":
      return pattern.elements.flatMap((e: AnyNode | null) => patternNames(e));
    case "ObjectPattern":
      return pattern.properties.flatMap((p: AnyNode) => patternNames(p.type === "RestElement" ? p.argument : p.value));
    case "AssignmentPattern":
      return patternNames(pattern.left);
    case "RestElement":
      return patternNames(pattern.argument);
    default:
      return [];
  }
}
