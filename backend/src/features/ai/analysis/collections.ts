import { splitTopLevel } from "./source-text";

/** What a loop iterates over, as far as a lexical look at its header can tell. */
export type Iterated = {
  /** Normalised collection name ("nums"), when one is named. */
  name?: string;
  /** Iterates a fixed, small thing: a literal list, `range(4)`, `i < 26`. */
  constant: boolean;
  /** Iterates an element of a collection (`graph[node]`, `grid[r]`): a row or an adjacency list. */
  indexed: boolean;
};

/** Names that are never the collection itself: builtins, wrappers and usual index variables. */
const STOP = new Set(
  "range len enumerate reversed sorted zip list set tuple iter map filter int not and or in is None null undefined true false True False new auto var let const i j k l r lo hi low high left right mid start end idx".split(
    " ",
  ),
);

/** What the headers of loops are resolved against. */
export type LoopContext = {
  /** `n` → `nums` for `n = len(nums)`, `int n = nums.length`, C's `numsSize`. */
  aliases: Map<string, string>;
  /** Variables holding a literal table, such as `dirs = [(0, 1), (1, 0), ...]`. */
  constants: Set<string>;
  /** Variables of the loops seen so far, with what they iterate. */
  loopVars: Map<string, Iterated>;
};

const ALPHABETS = ["ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits"].flatMap((n) => [n, `string.${n}`]);

export function buildLoopContext(text: string): LoopContext {
  const aliases = new Map<string, string>();
  const patterns = [
    /\b(\w+)\s*=\s*len\s*\(\s*([A-Za-z_][\w.]*)/g,
    /\b(\w+)\s*=\s*(?:\(\s*\w+\s*\)\s*)?([A-Za-z_][\w.]*?)\s*(?:\.|->)\s*(?:length\b|size\s*\(\s*\)|Length\b|Count\b)/g,
    /\b(\w+)\s*=\s*strlen\s*\(\s*([A-Za-z_]\w*)/g,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      if (m[1] && m[2]) aliases.set(m[1], normaliseName(m[2]));
    }
  }
  // C passes arrays with a separate size parameter: `int* nums, int numsSize`.
  for (const m of text.matchAll(/\b([a-z]\w*?)(Size|Len|Length|Count)\b/g)) {
    const base = m[1];
    if (base && !aliases.has(m[0]) && new RegExp(`\\b${base}\\b`).test(text)) aliases.set(m[0], base);
  }
  const constants = new Set<string>(ALPHABETS);
  const literal =
    /\b(\w+)\s*(?:\[[^\]]*\]\s*)*=\s*(?:new\s+[\w<>,\s]*(?:\[\s*\d*\s*\])+\s*)?[[{(](?:[-\d\s,.[\]{}()"'`]|true|false)*[\]})](?=[ \t]*(?:[;\n]|$))/g;
  for (const m of text.matchAll(literal)) if (m[1]) constants.add(m[1]);
  return { aliases, constants, loopVars: new Map() };
}

function normaliseName(name: string): string {
  return name.replace(/^(this|self)\s*(\.|->)\s*/, "");
}

/** `r - 1` .. `r + 2`: both ends offset from the same variables, so the trip count is a constant. */
export function isOffsetPair(start: string, stop: string): boolean {
  const names = (e: string) => (e.match(/[A-Za-z_]\w*/g) ?? []).sort().join(",");
  return names(start) !== "" && names(start) === names(stop) && /^[\w\s+\-()]*$/.test(start + stop);
}

/**
 * Resolves an expression that bounds (`i < n`, `range(len(nums))`: `isBound` true) or feeds
 * (`for x in nums[1:]`, `for (int v : graph[u])`) a loop. An outer loop's variable as a bound
 * (`range(i)`) counts the outer collection again; as the iterable (`for c in word`) it is an element.
 */
export function resolveIterated(expression: string, ctx: LoopContext, isBound = false): Iterated {
  let bound = isBound;
  let expr = expression.trim().replace(/^\(\s*(?:int|long|long long|unsigned|size_t|double|float)\s*\)\s*/, "");
  // Unwrap enumerate(...), reversed(...), zip(a, b) (first argument), list(...), sorted(...).
  const wrapper = /^(enumerate|reversed|sorted|list|set|iter|zip|tuple)\s*\((.*)\)$/s;
  for (let m = expr.match(wrapper); m; m = expr.match(wrapper)) expr = splitTopLevel(m[2] ?? "")[0] ?? "";
  const range = expr.match(/^range\s*\((.*)\)$/s);
  if (range) {
    const [first = "", second = "", step = ""] = splitTopLevel(range[1] ?? "");
    if (second !== "" && isOffsetPair(first, second)) return { constant: true, indexed: false };
    // A descending range(hi, lo, -1) is bounded by its start.
    expr = second === "" ? first : step.trim().startsWith("-") ? first : second;
    bound = true;
  }
  if (expr === "") return { constant: false, indexed: false };
  if (!bound && (/^[[({]/.test(expr) || /^(["'`])\s*\1$/.test(expr))) return { constant: true, indexed: false };
  if (/^\d+$/.test(expr)) return { constant: Number(expr) <= 128, indexed: false };

  const sized =
    expr.match(/\blen\s*\(\s*([A-Za-z_][\w.]*)\s*(\[[^\]]*\])?/) ??
    expr.match(/([A-Za-z_][\w.]*?)\s*(\[[^\]]*\])?\s*(?:\.|->)\s*(?:length\b|size\s*\(\s*\)|Length\b|Count\b)/);
  if (sized?.[1]) return named(sized[1], isIndex(sized[2]), ctx);
  const subscripted = expr.match(/^([A-Za-z_][\w.]*)\s*(\[[^\]]*\])/);
  if (subscripted?.[1]) return named(subscripted[1], isIndex(subscripted[2]), ctx);
  const getter = expr.match(/^([A-Za-z_][\w.]*?)\s*(?:\.|->)\s*(?:get|getOrDefault|at)\s*\(/);
  if (getter?.[1]) return named(getter[1], true, ctx);
  for (const m of expr.matchAll(/[A-Za-z_][\w.]*/g)) {
    const word = normaliseName(m[0].replace(/\.(items|keys|values|entrySet|keySet|toCharArray|chars)$/, ""));
    const outer = ctx.loopVars.get(word);
    if (outer) return bound ? outer : { ...outer, indexed: true };
    if (ctx.constants.has(word)) return { constant: true, indexed: false };
    const alias = ctx.aliases.get(word);
    if (alias) return { name: alias, constant: false, indexed: false };
    if (!STOP.has(word)) return { name: word, constant: false, indexed: false };
  }
  return { constant: false, indexed: false };
}

function named(raw: string, indexed: boolean, ctx: LoopContext): Iterated {
  const name = normaliseName(raw);
  return { name, constant: !indexed && ctx.constants.has(name), indexed };
}

/** `[i]` and `[node]` pick one element; a slice `[1:]` is still the collection itself. */
function isIndex(subscript: string | undefined): boolean {
  return subscript !== undefined && !subscript.includes(":");
}
