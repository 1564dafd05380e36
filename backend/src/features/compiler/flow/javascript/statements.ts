import type { ModuleDeclaration, Node, Pattern, Statement } from "acorn";
import { compoundTarget, visitExpression, visitTest } from "./expressions";
import { scopeBlock, visitClass, visitFunction } from "./functions";
import type { Rewriter } from "./rewriter";
import { patternNames, reader, simpleMember, unparen } from "./syntax";

/**
 * Statements: assignments and declarations record the values they store after they ran; branch
 * and loop tests record their outcome; returns and catch clauses record what passes through them.
 */

export function visitStatements(r: Rewriter, list: (Statement | ModuleDeclaration)[]) {
  for (const statement of list) visitStatement(r, statement, true);
}

/** A statement in a position that allows only one: wrapped in braces so records can follow it. */
function visitBody(r: Rewriter, statement: Statement) {
  if (statement.type === "BlockStatement") {
    scopeBlock(r, statement);
    visitStatements(r, statement.body);
    return;
  }
  r.wrap(statement, "{", "}");
  visitStatement(r, statement, true);
}

function visitStatement(r: Rewriter, s: Statement | ModuleDeclaration, inList: boolean) {
  switch (s.type) {
    case "ExpressionStatement": {
      if (s.directive) return;
      const e = unparen(s.expression);
      if (inList && e.type === "AssignmentExpression" && (e.operator === "=" || !compoundTarget(e))) {
        const targets = assignedTargets(r, e.left);
        if (targets.length) recordAfter(r, s, r.node(s, "assign", { names: targets }), targets);
      }
      visitExpression(r, s.expression, null);
      return;
    }
    case "VariableDeclaration": {
      const names = s.declarations.flatMap((d) => patternNames(d.id));
      // The record is made before the initialisers are visited: it must close after their wrappers.
      if (inList && names.length) recordAfter(r, s, r.node(s, "assign", { names }), names);
      for (const d of s.declarations) {
        if (d.init) visitExpression(r, d.init, null, d.id.type === "Identifier" ? d.id.name : undefined);
      }
      return;
    }
    case "FunctionDeclaration":
      visitFunction(r, s, s.id?.name);
      return;
    case "ClassDeclaration":
      visitClass(r, s);
      return;
    case "ReturnStatement": {
      const id = r.node(s, "return", { fn: r.functionName });
      if (s.argument) {
        r.wrap(s.argument, `_fl_t.r(${id},_fl_f,`, ")");
        visitExpression(r, s.argument, null);
      } else r.replaceStart(s.start, s.end, `return _fl_t.r(${id},_fl_f,undefined);`);
      return;
    }
    case "IfStatement":
      visitTest(r, s.test, "if");
      visitBody(r, s.consequent);
      if (s.alternate) visitBody(r, s.alternate);
      return;
    case "WhileStatement":
      visitTest(r, s.test, "while");
      visitBody(r, s.body);
      return;
    case "DoWhileStatement":
      visitBody(r, s.body);
      visitTest(r, s.test, "while");
      return;
    case "ForStatement": {
      // The head's variables: their first values are a step, and a let/const binding (a new
      // one each iteration) is read again in the test and the update, which run in the new one.
      let again = "";
      if (s.init?.type === "VariableDeclaration") {
        const names = s.init.declarations.flatMap((d) => patternNames(d.id));
        if (names.length) {
          const id = r.node(s.init, "assign", { names });
          const pairs = names.map((n) => `[${JSON.stringify(n)},${n}]`).join(",");
          if (s.init.kind !== "var") {
            again = `_fl_t.k(_fl_f,${JSON.stringify(`l${s.start}`)},${reader(names)})`;
            r.suffix(s.init.end, `,_fl_i${id}=(${again},_fl_t.a(${id},_fl_f,${pairs}))`);
          } else r.suffix(s.init.end, `,_fl_i${id}=_fl_t.a(${id},_fl_f,${pairs})`);
        }
        for (const d of s.init.declarations) if (d.init) visitExpression(r, d.init, null);
      } else if (s.init) visitExpression(r, s.init, null);
      if (s.test) visitTest(r, s.test, "loop", again);
      if (s.update) {
        if (again) r.wrap(s.update, `(${again},`, ")");
        visitExpression(r, s.update, null);
      }
      // The head's let/const names are out of scope once the loop ends.
      if (again) r.suffix(s.end, `;_fl_t.d(_fl_f,${JSON.stringify(`l${s.start}`)});`);
      visitBody(r, s.body);
      return;
    }
    case "ForOfStatement":
    case "ForInStatement": {
      const names =
        s.left.type === "VariableDeclaration" ? patternNames(s.left.declarations[0]?.id) : assignedTargets(r, s.left);
      const header = `for (${r.src(s.left)} ${s.type === "ForOfStatement" ? "of" : "in"} ${r.src(s.right)})`;
      visitExpression(r, s.right, null);
      if (!names.length) {
        visitBody(r, s.body);
        return;
      }
      const id = r.node(s, "for", { names, header });
      const record = `_fl_t.a(${id},_fl_f,${names.map((n) => `[${JSON.stringify(n)},${n}]`).join(",")});`;
      const scoped = s.left.type === "VariableDeclaration" && s.left.kind !== "var" ? names : [];
      if (s.body.type === "BlockStatement") {
        scopeBlock(r, s.body, scoped, record);
        visitStatements(r, s.body.body);
      } else {
        const read = scoped.length ? `_fl_t.k(_fl_f,${JSON.stringify(`b${s.body.start}`)},${reader(scoped)});` : "";
        r.wrap(s.body, `{${read}${record}`, "}");
        visitStatement(r, s.body, true);
      }
      return;
    }
    case "BlockStatement":
      scopeBlock(r, s);
      visitStatements(r, s.body);
      return;
    case "TryStatement":
      scopeBlock(r, s.block);
      visitStatements(r, s.block.body);
      if (s.handler) {
        const param = s.handler.param?.type === "Identifier" ? s.handler.param.name : null;
        const id = r.node(s.handler, "handler", { name: param ?? "", t: param ? `catch (${param})` : "catch" });
        scopeBlock(r, s.handler.body, patternNames(s.handler.param), `_fl_t.h(${id},_fl_f,${param ?? "undefined"});`);
        visitStatements(r, s.handler.body.body);
      }
      if (s.finalizer) {
        scopeBlock(r, s.finalizer);
        visitStatements(r, s.finalizer.body);
      }
      return;
    case "SwitchStatement":
      visitExpression(r, s.discriminant, null);
      for (const c of s.cases) {
        if (c.test) visitExpression(r, c.test, null);
        visitStatements(r, c.consequent);
      }
      return;
    case "ThrowStatement":
      visitExpression(r, s.argument, null);
      return;
    case "LabeledStatement":
      // A label must stay on its loop: no braces around it.
      visitStatement(r, s.body, false);
      return;
    default:
      return;
  }
}

function recordAfter(r: Rewriter, s: Node, id: number, targets: string[]) {
  const pairs = targets.map((t) => `[${JSON.stringify(t)},${t}]`).join(",");
  r.suffix(s.end, `;_fl_t.a(${id},_fl_f,${pairs});`);
}

/** Names (and simple member targets such as obj.count or arr[i]) an assignment writes, readable again safely. */
function assignedTargets(r: Rewriter, left: Pattern): string[] {
  if (left.type === "Identifier") return [left.name];
  if (left.type === "MemberExpression" && simpleMember(left)) return [r.src(left)];
  if (left.type === "ArrayPattern" || left.type === "ObjectPattern") return patternNames(left);
  return [];
}
