import type { BlockStatement, Class, Function as FunctionNode, Program } from "acorn";
import { visitExpression } from "./expressions";
import type { Rewriter } from "./rewriter";
import { visitStatements } from "./statements";
import { lexicalNames, patternNames, reader, unique, varNames } from "./syntax";

/**
 * Scopes and frames: the global frame's variables, a block's own names while it runs, and each
 * function call as a frame of its own on the runtime's call stack.
 */

/** Registers the global frame's variables before the program's first statement. */
export function scopeProgram(r: Rewriter, program: Program) {
  const names = unique([...varNames(program.body), ...lexicalNames(program.body)]);
  r.prefix(0, `_fl_t.k(0,"p",${reader(names)});`);
}

/**
 * Makes a block's own let/const/class/function names (and `extra`, the names a loop head or a
 * catch clause binds for it) part of the current frame's variables while the block runs.
 */
export function scopeBlock(r: Rewriter, block: BlockStatement, extra: string[] = [], first = "") {
  const names = unique([...extra, ...lexicalNames(block.body)]);
  if (!names.length) {
    if (first) r.prefix(block.start + 1, first);
    return;
  }
  const key = JSON.stringify(`b${block.start}`);
  r.prefix(block.start + 1, `_fl_t.k(_fl_f,${key},${reader(names)});${first}`);
  r.suffix(block.end - 1, `;_fl_t.d(_fl_f,${key});`);
}

/** A function: its call opens a frame with its parameters, its return (or end) closes it. */
export function visitFunction(r: Rewriter, f: FunctionNode, name?: string) {
  const outer = r.functionName;
  const fnName = f.id?.name ?? name ?? "anonymous function";
  r.functionName = fnName;
  const params: string[] = f.params.flatMap((p) => patternNames(p));
  const id = r.node(f, "enter", { fn: fnName, params, t: `${fnName}(${params.join(", ")})` });
  const object = `{${params.map((p) => `${JSON.stringify(p)}:${p}`).join(",")}}`;
  const list = f.body.type === "BlockStatement" ? f.body.body : [];
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
    r.prefix(at, enter);
    r.suffix(f.body.end - 1, leave);
    visitStatements(r, list);
  } else {
    const rid = r.node(f.body, "return", { fn: fnName });
    r.wrap(f.body, `{${enter}return _fl_t.r(${rid},_fl_f,`, `)${leave}}`);
    visitExpression(r, f.body, null);
  }
  r.functionName = outer;
}

/** A class: its computed keys and field values are expressions, its methods functions. */
export function visitClass(r: Rewriter, c: Class) {
  if (c.superClass) visitExpression(r, c.superClass, null);
  for (const member of c.body.body) {
    if (member.type === "MethodDefinition") {
      if (member.computed) visitExpression(r, member.key, null);
      const key = member.key.type === "Identifier" ? member.key.name : r.src(member.key);
      visitFunction(r, member.value, member.kind === "constructor" ? `${c.id?.name ?? "class"} constructor` : key);
    } else if (member.type === "PropertyDefinition") {
      if (member.computed) visitExpression(r, member.key, null);
      if (member.value) visitExpression(r, member.value, null);
    } else if (member.type === "StaticBlock") visitStatements(r, member.body);
  }
}
