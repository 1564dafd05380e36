import { parse } from "acorn";
import { RUNTIME_LINE } from "./javascript-runtime";
import type { FlowNode } from "./steps";

/**
 * JavaScript flow analysis: the learner's program is parsed with acorn and rewritten, on the
 * server, so that every operator, call, assignment, branch, loop, return and handler reports
 * its real value to `_fl_t` (the runtime of javascript-runtime.ts, prepended on the same first line so that line
 * numbers stay the learner's). The rewritten program runs in the sandbox like any run.
 */

// biome-ignore lint/suspicious/noExplicitAny: acorn's tree is walked generically here.
type AnyNode = { type: string; start: number; end: number; loc?: { start: { line: number } }; [key: string]: any };

type Edit = { pos: number; kind: 0 | 1 | 2; seq: number; text: string; until?: number };

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
    // The global frame's variables: registered before the program's first statement (before a
    // #! line's comment marker, which must stay in front of the rest of that line).
    instrumenter.programScope(program);
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

  programScope(program: AnyNode) {
    const names = unique([...varNames(program.body), ...lexicalNames(program.body)]);
    this.prefix(0, `_fl_t.k(0,"p",${reader(names)});`);
  }

  /**
   * Makes a block's own let/const/class/function names (and `extra`, the names a loop head or a
   * catch clause binds for it) part of the current frame's variables while the block runs.
   */
  private blockScope(block: AnyNode, extra: string[] = [], first = "") {
    const names = unique([...extra, ...lexicalNames(block.body)]);
    if (!names.length) {
      if (first) this.prefix(block.start + 1, first);
      return;
    }
    const key = JSON.stringify(`b${block.start}`);
    this.prefix(block.start + 1, `_fl_t.k(_fl_f,${key},${reader(names)});${first}`);
    this.suffix(block.end - 1, `;_fl_t.d(_fl_f,${key});`);
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
      this.blockScope(statement);
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
      case "ForStatement": {
        // The head's variables: their first values are a step, and a let/const binding (a new
        // one each iteration) is read again in the test and the update, which run in the new one.
        let again = "";
        if (s.init?.type === "VariableDeclaration") {
          const names = s.init.declarations.flatMap((d: AnyNode) => patternNames(d.id));
          if (names.length) {
            const id = this.node(s.init, "assign", { names });
            const pairs = names.map((n: string) => `[${JSON.stringify(n)},${n}]`).join(",");
            if (s.init.kind !== "var") {
              again = `_fl_t.k(_fl_f,${JSON.stringify(`l${s.start}`)},${reader(names)})`;
              this.suffix(s.init.end, `,_fl_i${id}=(${again},_fl_t.a(${id},_fl_f,${pairs}))`);
            } else this.suffix(s.init.end, `,_fl_i${id}=_fl_t.a(${id},_fl_f,${pairs})`);
          }
          for (const d of s.init.declarations) if (d.init) this.expr(d.init, null);
        } else if (s.init) this.expr(s.init, null);
        if (s.test) this.test(s.test, "loop", again);
        if (s.update) {
          if (again) this.wrap(s.update, `(${again},`, ")");
          this.expr(s.update, null);
        }
        // The head's let/const names are out of scope once the loop ends.
        if (again) this.suffix(s.end, `;_fl_t.d(_fl_f,${JSON.stringify(`l${s.start}`)});`);
        this.body(s.body);
        return;
      }
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
        const scoped = s.left.type === "VariableDeclaration" && s.left.kind !== "var" ? names : [];
        if (s.body.type === "BlockStatement") {
          this.blockScope(s.body, scoped, record);
          this.statements(s.body.body);
        } else {
          const read = scoped.length ? `_fl_t.k(_fl_f,${JSON.stringify(`b${s.body.start}`)},${reader(scoped)});` : "";
          this.wrap(s.body, `{${read}${record}`, "}");
          this.statement(s.body, true);
        }
        return;
      }
      case "BlockStatement":
        this.blockScope(s);
        this.statements(s.body);
        return;
      case "TryStatement":
        this.blockScope(s.block);
        this.statements(s.block.body);
        if (s.handler) {
          const param = s.handler.param?.type === "Identifier" ? s.handler.param.name : null;
          const id = this.node(s.handler, "handler", { name: param ?? "" });
          const meta = this.meta[id] as FlowNode;
          meta.t = param ? `catch (${param})` : "catch";
          this.blockScope(
            s.handler.body,
            patternNames(s.handler.param),
            `_fl_t.h(${id},_fl_f,${param ?? "undefined"});`,
          );
          this.statements(s.handler.body.body);
        }
        if (s.finalizer) {
          this.blockScope(s.finalizer);
          this.statements(s.finalizer.body);
        }
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

  /** `before` runs ahead of the test (the test's own records included). */
  private test(test: AnyNode, kind: string, before = "") {
    const id = this.node(test, kind, { test: this.src(test) });
    this.wrap(test, `_fl_t.t(${id},${before ? `(${before},_fl_f)` : "_fl_f"},`, ")");
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
    const list: AnyNode[] = f.body.type === "BlockStatement" ? f.body.body : [];
    const names = unique([...params, ...varNames(list)]);
    // The body's let/const/class names live inside the try block: read from there.
    const lexical = unique(lexicalNames(list));
    const inner = lexical.length ? `_fl_t.k(_fl_f,"l",${reader(lexical)});` : "";
    // The frame leaves the call stack however the call ends (return, throw or the end of its body).
    const enter = `const _fl_f=_fl_t.n(${id},null,${object},${reader(names)},${JSON.stringify(fnName)});try{${inner}`;
    const leave = "}finally{_fl_t.x(_fl_f)}";
    if (f.body.type === "BlockStatement") {
      let at = f.body.start + 1;
      for (const s of list) {
        if (s.type === "ExpressionStatement" && s.directive) at = s.end;
        else break;
      }
      this.prefix(at, enter);
      this.suffix(f.body.end - 1, leave);
      this.statements(list);
    } else {
      const rid = this.node(f.body, "return", { fn: fnName });
      this.wrap(f.body, `{${enter}return _fl_t.r(${rid},_fl_f,`, `)${leave}}`);
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

/**
 * A function that lists the named variables with their values as the runtime reads them; a
 * name still in its temporal dead zone (a let read before its declaration ran) is left out.
 */
function reader(names: string[]): string {
  const reads = names
    .filter((n) => !n.startsWith("_fl_"))
    .map((n) => `try{_fl_o.push([${JSON.stringify(n)},${n}])}catch(_fl_e){}`)
    .join("");
  return `function(){var _fl_o=[];${reads}return _fl_o}`;
}

const unique = (names: string[]) => [...new Set(names)];

/** Names a list of statements declares with let, const, class or function at its own level. */
function lexicalNames(list: AnyNode[]): string[] {
  return list.flatMap((s) => {
    if (s.type === "VariableDeclaration" && s.kind !== "var")
      return s.declarations.flatMap((d: AnyNode) => patternNames(d.id));
    if ((s.type === "FunctionDeclaration" || s.type === "ClassDeclaration") && s.id) return [s.id.name as string];
    return [];
  });
}

/** Names declared with var anywhere in the statements, nested functions excluded (they hoist to this scope). */
function varNames(list: AnyNode[]): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as AnyNode;
    if (typeof n.type !== "string") return;
    if (/Function|Class/.test(n.type)) return;
    if (n.type === "VariableDeclaration" && n.kind === "var")
      for (const d of n.declarations) names.push(...patternNames(d.id));
    for (const key of ["body", "consequent", "alternate", "block", "handler", "finalizer", "cases", "init", "left"])
      if (key in n) visit(n[key]);
  };
  visit(list);
  return names;
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
