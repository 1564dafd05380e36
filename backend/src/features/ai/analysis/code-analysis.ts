import type { TLanguageKey, TSignature } from "@cp/contracts";
import { type Complexity, compareComplexity, describeChain, estimateRecursion, worstChain } from "./complexity";
import { type FunctionDef, findFunctions, findRecursion, hasMemoization, type Recursion } from "./functions";
import { type CostItem, findCostItems, runsInside } from "./loops";
import { stripCommentsAndStrings } from "./source-text";

export type CodeAnalysis = {
  /** Nothing but the starter code (or nothing at all) has been written. */
  starterOnly: boolean;
  /** Deepest nesting of loops that each run a non-constant number of times. */
  loopDepth: number;
  /**
   * Set when a loop or a linear search runs inside a loop over the same collection (the classic
   * O(n^2) pair scan); never an integer parameter such as `n`.
   */
  nestedSameCollection?: string;
  /** A `while` nested with another loop was assumed amortized; a TLE may mean it is not. */
  nestedWhile: boolean;
  /** A search, slice or copy (`indexOf`, `list.index`, `s[i:j]`) runs inside a loop. */
  scanInLoop: boolean;
  recursion?: Recursion & { memoized: boolean };
  usesSort: boolean;
  usesHash: boolean;
  complexity: Complexity;
  /** What the estimate rests on, e.g. "two nested loops over `nums`". */
  complexityReason: string;
};

const HASH_PATTERNS: Record<TLanguageKey, RegExp> = {
  python: /\b(?:dict|set|Counter|defaultdict|OrderedDict|frozenset)\s*\(|=\s*\{\s*\}|=\s*\{[^{}]*:/,
  javascript: /\bnew\s+(?:Map|Set)\b|=\s*\{\s*\}|Object\.create\(\s*null\s*\)/,
  java: /\b(?:HashMap|HashSet|LinkedHashMap|LinkedHashSet|TreeMap|TreeSet|Map|Set)\s*</,
  csharp: /\b(?:Dictionary|HashSet|SortedDictionary|SortedSet)\s*</,
  cpp: /\b(?:unordered_map|unordered_set|map|set|multiset|multimap)\s*</,
  c: /\b(?:hash|seen|count|freq)\w*\s*\[\s*\d+\s*\]/i,
};

const SCALAR_TYPES = ["int", "long", "double", "bool"];

/** A lightweight, per-language structural reading of the learner's code; never executes it. */
export function analyzeCode(code: string, language: TLanguageKey, signature: TSignature, topic: string): CodeAnalysis {
  const text = stripCommentsAndStrings(code, language);
  const items = findCostItems(text, language);
  const loops = items.filter((i) => i.kind === "loop");
  const enclosing = (item: CostItem) => loops.filter((l) => l !== item && runsInside(item, l));

  const counted = loops.filter((l) => l.factor === "n" || l.factor === "log");
  const countedSet = new Set(counted);
  const loopDepth = counted.reduce(
    (max, l) => Math.max(max, 1 + enclosing(l).filter((o) => countedSet.has(o)).length),
    0,
  );
  // A loop or a hidden scan (`nums.indexOf`) running inside a `for` over the same collection.
  const scalars = new Set(signature.params.filter((p) => SCALAR_TYPES.includes(p.type)).map((p) => p.name));
  const nestedPair = items
    .filter((i) => (i.kind === "loop" || i.kind === "scan") && i.factor === "n" && !i.isWhile && !i.exitsLoop)
    .flatMap((inner) => enclosing(inner).map((outer) => ({ outer, inner })))
    .find(
      ({ outer, inner }) =>
        outer.factor === "n" &&
        !outer.isWhile &&
        !inner.iterated.indexed &&
        !!inner.iterated.name &&
        !scalars.has(inner.iterated.name) &&
        inner.iterated.name === outer.iterated.name,
    );
  const sameCollection = nestedPair?.outer.iterated.name;

  const worst = worstChain(items, topic);
  let complexity = worst.complexity;
  let reason = describeChain(worst, sameCollection);

  const passThrough = new Set(signature.params.filter((p) => !SCALAR_TYPES.includes(p.type)).map((p) => p.name));
  const defs = findFunctions(text, language);
  const found = findRecursion(text, defs, passThrough);
  const recursion = found ? { ...found, memoized: hasMemoization(text) } : undefined;
  if (recursion) {
    const fromRecursion = estimateRecursion(text, recursion, items, signature, topic);
    if (compareComplexity(fromRecursion.complexity, complexity) >= 0) {
      complexity = fromRecursion.complexity;
      reason = fromRecursion.reason;
    }
  }
  return {
    starterOnly: isStarterOnly(text, language, signature, defs),
    loopDepth,
    ...(sameCollection ? { nestedSameCollection: sameCollection } : {}),
    nestedWhile: worst.amortizedWhile,
    scanInLoop:
      worst.chain.some((i) => i.kind === "scan") && worst.chain.some((i) => i.kind === "loop" && i.factor !== "1"),
    ...(recursion ? { recursion } : {}),
    usesSort: items.some((i) => i.kind === "sort"),
    usesHash: HASH_PATTERNS[language].test(text),
    complexity,
    complexityReason: reason,
  };
}

/** Default returns a starter body may hold without counting as an attempt. */
const PLACEHOLDER =
  /^(?:pass|return(?:\s+(?:None|null|nullptr|NULL|0|-1|false|False|true|True|\[\]|\{\}|""|''|new\s+\w+(?:<[^>]*>)?\s*(?:\[\s*0?\s*\]|\(\s*\))|\w+\s*\(\s*\)))?)?$/;

function isStarterOnly(text: string, language: TLanguageKey, signature: TSignature, defs: FunctionDef[]): boolean {
  if (text.trim() === "") return true;
  const wanted =
    language === "csharp" ? signature.name.charAt(0).toUpperCase() + signature.name.slice(1) : signature.name;
  const main = defs.find((f) => f.name === wanted);
  if (!main) return false;
  const body = text.slice(main.bodyStart, main.bodyEnd).replace(/^\s*[{:]|}\s*$/g, "");
  const statements = body
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  // Helper functions outside the method also count as work.
  const extraFunctions = defs.some((d) => d.headerStart < main.headerStart || d.headerStart >= main.bodyEnd);
  return !extraFunctions && statements.every((s) => PLACEHOLDER.test(s));
}
