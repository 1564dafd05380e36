import type { TLanguageKey } from "@cp/contracts";
import {
  MAX_CLAUSE_CHARS,
  matchClose,
  pythonBlockEnd,
  pythonLogicalLines,
  skipSpace,
  splitTopLevel,
  statementEnd,
} from "./source-text";

/** A function or method defined in the learner's code, with the offsets of its body. */
export type FunctionDef = {
  name: string;
  params: string[];
  bodyStart: number;
  bodyEnd: number;
  /** Offset of the header, to look for decorators such as @lru_cache just above it. */
  headerStart: number;
};

const NOT_FUNCTIONS = new Set(
  "if for foreach while switch catch return sizeof function lock using fixed synchronized else do new typeof when".split(
    " ",
  ),
);

/** Finds function definitions: Python `def`, C-like `type name(...) {`, and named lambdas/arrow functions. */
export function findFunctions(text: string, language: TLanguageKey): FunctionDef[] {
  const defs = language === "python" ? pythonFunctions(text) : cLikeFunctions(text);
  // Each definition's body is searched for self-calls; a cap keeps junk input from going quadratic.
  return defs.slice(0, MAX_FUNCTIONS);
}

const MAX_FUNCTIONS = 50;

function pythonFunctions(text: string): FunctionDef[] {
  const lines = pythonLogicalLines(text);
  const defs: FunctionDef[] = [];
  lines.forEach((line, index) => {
    const m = line.text.match(/^(?:async\s+)?def\s+(\w+)\s*\(([^)]*)\)/);
    if (!m?.[1]) return;
    // Kept as "annotation name" so the C-like type test below reads Python annotations too.
    const params = splitTopLevel(m[2] ?? "", ",", true)
      .map((p) => p.split("=")[0]?.replace(/^\*+/, "").trim() ?? "")
      .filter((p) => p !== "" && p !== "self" && p !== "/")
      .map((p) => {
        const [name = "", annotation = ""] = p.split(":").map((x) => x.trim());
        return `${annotation} ${name}`.trim();
      });
    const bodyStart = line.start + text.slice(line.start).indexOf(":", text.slice(line.start).indexOf(")")) + 1;
    defs.push({
      name: m[1],
      params,
      bodyStart,
      bodyEnd: pythonBlockEnd(lines, index, text.length),
      headerStart: line.start,
    });
  });
  // Lambdas bound to a name can recurse too: `f = lambda n: n and f(n - 1)`.
  for (const m of text.matchAll(/\b(\w+)\s*=\s*lambda\b([^:]*):/g)) {
    const bodyStart = m.index + m[0].length;
    const eol = text.indexOf("\n", bodyStart);
    const params = (m[2] ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    defs.push({ name: m[1] ?? "", params, bodyStart, bodyEnd: eol === -1 ? text.length : eol, headerStart: m.index });
  }
  return defs;
}

function cLikeFunctions(text: string): FunctionDef[] {
  const defs: FunctionDef[] = [];
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(/g)) {
    const name = m[1] ?? "";
    if (NOT_FUNCTIONS.has(name)) continue;
    const open = m.index + m[0].length - 1;
    const close = matchClose(text, open);
    // Between `)` and `{` a definition may have `const`, `override`, `noexcept`, `throws X`, `-> T`;
    // anything else after the `)` (`;`, `,`, an operator) makes it a call, cheaply ruled out first.
    if (!/[{a-z-]/.test(text[skipSpace(text, close + 1)] ?? "")) continue;
    const rest = text.slice(close + 1, close + 200);
    const gap = rest.match(/^\s*(?:(?:const|override|noexcept|final|throws\s+[\w.,\s]+?|->\s*[\w:<>,\s*&]+?)\s*)*\{/);
    if (!gap) continue;
    const bodyOpen = close + 1 + gap[0].length - 1;
    if (/\b(new|return)\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    defs.push({
      name,
      params: paramNames(text.slice(open + 1, Math.min(close, open + 1 + MAX_CLAUSE_CHARS))),
      bodyStart: bodyOpen,
      bodyEnd: matchClose(text, bodyOpen) + 1,
      headerStart: m.index,
    });
  }
  // Named lambdas: `const dfs = (i) => {`, `var f = function(n) {`, `auto dfs = [&](int i) {`, `dfs = (i) => ...`.
  const lambda = /\b([A-Za-z_$][\w$]*)\s*=\s*(?:function\b\s*\w*\s*|async\s*)?(\[[^\]]*\]\s*)?\(([^()]*)\)\s*(=>)?/g;
  for (const m of text.matchAll(lambda)) {
    const isLambda = m[0].includes("function") || m[2] !== undefined || m[4] !== undefined;
    if (!isLambda || !m[1]) continue;
    const after = skipSpace(text, m.index + m[0].length);
    let bodyStart = after;
    if (text[after] !== "{") {
      // C++ lambdas may have `mutable` or `-> int` before the body; arrows may have an expression body.
      const brace = text.slice(after, after + 80).match(/^(?:mutable|->\s*[\w:<>]+|\s)*\{/);
      bodyStart = brace ? after + brace[0].length - 1 : after;
    }
    const bodyEnd = text[bodyStart] === "{" ? matchClose(text, bodyStart) + 1 : statementEnd(text, bodyStart);
    defs.push({ name: m[1], params: paramNames(m[3] ?? ""), bodyStart, bodyEnd, headerStart: m.index });
  }
  return defs;
}

/** Parameter names from a C-like parameter list: the last identifier of each, dropping defaults. */
function paramNames(list: string): string[] {
  return splitTopLevel(list, ",", true)
    .map((p) => p.split("=")[0]?.trim() ?? "")
    .filter((p) => p !== "" && p !== "void");
}

export type Recursion = {
  name: string;
  /** How many places in its own body the function calls itself. */
  selfCalls: number;
  /** The self-calls pass `.left`/`.right`/`.next` or neighbours: a walk over a structure. */
  walksStructure: boolean;
  /** Parameters other than containers, memo tables and the input passed through: the state. */
  stateParams: number;
  def: FunctionDef;
};

/**
 * Finds, among `defs`, the function that calls itself most, if any does. `passThrough` names
 * the challenge's container parameters, which recursive helpers usually carry along unchanged.
 */
export function findRecursion(text: string, defs: FunctionDef[], passThrough: Set<string>): Recursion | undefined {
  let best: Recursion | undefined;
  for (const def of defs) {
    const body = text.slice(def.bodyStart, def.bodyEnd);
    const name = def.name.replace(/\$/g, "\\$");
    const calls = [
      ...body.matchAll(
        new RegExp(`(?:(?<![\\w.$>])|\\b(?:self|this)\\s*(?:\\.|->)\\s*)${name}\\s*\\((?=([^;\\n]{0,200}))`, "g"),
      ),
    ];
    // `return f(b, a)` only reorders the arguments once; it is not recursion over the input.
    const paramNames = def.params
      .map((p) => p.match(/(\w+)\s*$/)?.[1] ?? p)
      .sort()
      .join(",");
    const reorders = (args: string) =>
      splitTopLevel(args.slice(0, Math.max(0, args.lastIndexOf(")"))))
        .map((a) => a.trim())
        .sort()
        .join(",") === paramNames;
    if (calls.length === 0 || calls.every((c) => reorders(c[1] ?? ""))) continue;
    // Passing a child (`node.left`, `root->right`, `head.next`) or a neighbour walks a tree, list or graph.
    const walksStructure = calls.some((c) =>
      /(?:\.|->)\s*(?:left|right|next|Left|Right|Next|children|Children)\b|\b(?:neighbou?rs?|nei|nb|nxt|child|adj|graph)\b/.test(
        c[1] ?? "",
      ),
    );
    const stateParams = def.params.filter((p) => isStateParam(p, passThrough)).length;
    if (!best || calls.length > best.selfCalls)
      best = { name: def.name, selfCalls: calls.length, walksStructure, stateParams, def };
  }
  return best;
}

/** `int i`, `amount`, `int j` are state; `int[] nums`, `vector<int>& a`, `memo`, `str s`, `Map<..> cache` are not. */
function isStateParam(param: string, passThrough: Set<string>): boolean {
  const name = param.match(/(\w+)\s*$/)?.[1] ?? param;
  if (passThrough.has(name)) return false;
  if (/memo|cache|dp|seen|visited|graph|adj|grid|board|nums|arr|path|res|result|ans|out|node|root|head/i.test(name))
    return false;
  const type = param.slice(0, param.length - name.length);
  return !/\[|\*|&|vector|List|list|Map|Set|Dictionary|dict|String|string|str\b|TreeNode|ListNode|Optional/.test(type);
}

/** Memoization in the code: a cache decorator, a memo/cache table, or a `dp` table read with a key. */
export function hasMemoization(text: string): boolean {
  return (
    /@(?:functools\s*\.\s*)?(?:lru_cache|cache)\b/.test(text) ||
    /\b\w*(?:memo|Memo|cache|Cache)\w*\b/.test(text) ||
    /\b(?:dp|DP)\s*(?:\[|\.(?:get|has|containsKey|ContainsKey|TryGetValue|count|find)\s*\()/.test(text)
  );
}
