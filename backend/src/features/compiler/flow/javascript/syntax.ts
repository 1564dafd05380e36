import type { AnyNode, Expression, MemberExpression, ModuleDeclaration, Pattern, Statement } from "acorn";

/** Unary operators whose value is traced (typeof, void and delete are not). */
export const UNARY_OPS = new Set(["-", "+", "!", "~"]);

/**
 * A function that lists the named variables with their values as the runtime reads them; a
 * name still in its temporal dead zone (a let read before its declaration ran) is left out.
 */
export function reader(names: string[]): string {
  const reads = names
    .filter((n) => !n.startsWith("_fl_"))
    .map((n) => `try{_fl_o.push([${JSON.stringify(n)},${n}])}catch(_fl_e){}`)
    .join("");
  return `function(){var _fl_o=[];${reads}return _fl_o}`;
}

export const unique = (names: string[]) => [...new Set(names)];

/** Names a list of statements declares with let, const, class or function at its own level. */
export function lexicalNames(list: (Statement | ModuleDeclaration)[]): string[] {
  return list.flatMap((s) => {
    if (s.type === "VariableDeclaration" && s.kind !== "var") return s.declarations.flatMap((d) => patternNames(d.id));
    if ((s.type === "FunctionDeclaration" || s.type === "ClassDeclaration") && s.id) return [s.id.name];
    return [];
  });
}

/** A value of the tree: any object with a string `type` is one of acorn's nodes. */
function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && "type" in value && typeof value.type === "string";
}

/** The keys under which a statement holds the statements (and loop heads) a var may be declared in. */
const VAR_KEYS = ["body", "consequent", "alternate", "block", "handler", "finalizer", "cases", "init", "left"];

/** Names declared with var anywhere in the statements, nested functions excluded (they hoist to this scope). */
export function varNames(list: (Statement | ModuleDeclaration)[]): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (/Function|Class/.test(node.type)) return;
    if (node.type === "VariableDeclaration" && node.kind === "var")
      for (const d of node.declarations) names.push(...patternNames(d.id));
    // The walk is generic over node kinds: a key is read by name from whichever node holds it.
    for (const key of VAR_KEYS) if (key in node) visit(Reflect.get(node, key));
  };
  visit(list);
  return names;
}

export function unparen(node: Expression): Expression {
  let current = node;
  while (current.type === "ParenthesizedExpression") current = current.expression;
  return current;
}

/** A node the flow shows as an operator step (binary, logical, or a traced unary operator). */
export function isOperator(node: Expression): boolean {
  return (
    node.type === "BinaryExpression" ||
    node.type === "LogicalExpression" ||
    (node.type === "UnaryExpression" && UNARY_OPS.has(node.operator))
  );
}

/** A member chain of names, `this` and literal keys (obj.count, arr[i]), safe to read again. */
export function simpleMember(node: MemberExpression): boolean {
  const object = node.object;
  const objectOk =
    object.type === "Identifier" ||
    object.type === "ThisExpression" ||
    (object.type === "MemberExpression" && simpleMember(object));
  const property = node.property;
  const propertyOk = !node.computed || property.type === "Identifier" || property.type === "Literal";
  return objectOk && propertyOk && !node.optional;
}

/** The names a binding pattern declares, in source order. */
export function patternNames(pattern: Pattern | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ArrayPattern":
      return pattern.elements.flatMap((e) => patternNames(e));
    case "ObjectPattern":
      return pattern.properties.flatMap((p) => patternNames(p.type === "RestElement" ? p.argument : p.value));
    case "AssignmentPattern":
      return patternNames(pattern.left);
    case "RestElement":
      return patternNames(pattern.argument);
    default:
      return [];
  }
}
