import type { TLanguageKey } from "@cp/contracts";
import { type Iterated, type LoopContext, resolveIterated } from "./collections";
import type { CostItem } from "./loops";
import { MAX_CLAUSE_CHARS, MAX_COST_ITEMS, matchClose, splitTopLevel } from "./source-text";

/**
 * Costs that hide inside single calls: iteration methods with callbacks, linear searches and
 * copies (`list.index`, `arr.includes`, slices), sorts and heap operations.
 */

/** Callback iteration (a loop whose body is the callback) and hidden linear scans, per language. */
const CALLBACK_LOOPS: Partial<Record<TLanguageKey, string[]>> = {
  javascript: [
    "forEach",
    "map",
    "filter",
    "reduce",
    "reduceRight",
    "some",
    "every",
    "find",
    "findIndex",
    "findLast",
    "flatMap",
  ],
  java: ["forEach"],
  csharp: ["ForEach", "Select", "Where", "Any", "All", "Sum", "Max", "Min", "Count", "First", "FirstOrDefault"],
};
const SCANS: Record<TLanguageKey, string[]> = {
  // String methods that read the whole string (a regular expression's match, a split, a replace) count too.
  javascript: [
    "includes",
    "indexOf",
    "lastIndexOf",
    "slice",
    "splice",
    "concat",
    "shift",
    "unshift",
    "match",
    "matchAll",
    "replace",
    "replaceAll",
    "split",
    "search",
    "join",
    "reverse",
  ],
  java: [
    "contains",
    "indexOf",
    "lastIndexOf",
    "remove",
    "substring",
    "split",
    "replace",
    "replaceAll",
    "matches",
    "toCharArray",
  ],
  csharp: ["Contains", "IndexOf", "Remove", "RemoveAt", "Insert", "ToList", "ToArray", "Substring", "Split", "Replace"],
  cpp: ["substr", "erase", "insert"],
  python: ["index", "count", "remove", "insert", "copy", "split", "replace", "join", "find"],
  c: [],
};

/** Variables declared as hash maps/sets or heaps: `.contains()` on them is not a scan. */
export function hashVariables(text: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\b(?:Hash|Linked|Tree)?(?:Map|Set)\s*<[^;()]*?>\s+(\w+)/g,
    /\b(?:Dictionary|HashSet|SortedSet|SortedDictionary|unordered_map|unordered_set|map|set|multiset|PriorityQueue|priority_queue)\s*<[^;()]*?>\s*&?\s*(\w+)/g,
    /\b(\w+)\s*=\s*(?:new\s+(?:Map|Set|WeakMap)\b|\{\s*\}|set\s*\(|dict\s*\(|Counter\s*\(|defaultdict\s*\(|\{[^{}]*:)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (m[1]) names.add(m[1]);
  return names;
}

export function findScans(text: string, language: TLanguageKey, ctx: LoopContext): CostItem[] {
  const hashed = hashVariables(text);
  const items: CostItem[] = [];
  const add = (kind: CostItem["kind"], anchor: number, open: number, receiver: string) => {
    if (items.length >= MAX_COST_ITEMS) return;
    const exitsLoop = /\breturn\b[^;\n]*$/.test(text.slice(Math.max(0, anchor - MAX_CLAUSE_CHARS), anchor));
    const iterated = resolveIterated(receiver, ctx);
    const bracketed = text[open] === "(" || text[open] === "[";
    const end = bracketed ? matchClose(text, open) + 1 : anchor + 1;
    items.push({
      kind,
      anchor,
      bodyStart: bracketed ? open : anchor,
      end,
      factor: "n",
      iterated,
      isWhile: false,
      exitsLoop,
    });
  };
  const callbacks = CALLBACK_LOOPS[language] ?? [];
  const methods = [...callbacks, ...SCANS[language]];
  if (methods.length > 0) {
    const pattern = new RegExp(
      `([A-Za-z_$][\\w$]*)\\s*(?:\\[[^\\]]*\\])?\\s*\\.\\s*(${methods.join("|")})\\s*\\(`,
      "g",
    );
    for (const m of text.matchAll(pattern)) {
      const receiver = m[1] ?? "";
      if (hashed.has(receiver) || /^(Math|Arrays|Collections|Object|String|Enumerable)$/.test(receiver)) continue;
      const kind = callbacks.includes(m[2] ?? "") ? "loop" : "scan";
      add(kind, m.index, m.index + m[0].length - 1, receiver);
    }
  }
  if (language === "javascript") {
    for (const m of text.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)) add("scan", m.index, -1, m[1] ?? "");
  }
  if (language === "cpp") {
    for (const m of text.matchAll(
      /\b(?:std::)?(?:find|count|accumulate|max_element|min_element|reverse)\s*\(\s*(\w+)\s*\.\s*begin/g,
    )) {
      add("scan", m.index, text.indexOf("(", m.index), m[1] ?? "");
    }
  }
  if (language === "python") {
    for (const m of text.matchAll(/(?<![\w.])(sum|max|min|any|all|list|reversed)\s*\(/g)) {
      const open = m.index + m[0].length - 1;
      const args = text.slice(open + 1, Math.min(matchClose(text, open), open + 1 + MAX_CLAUSE_CHARS));
      // max(a, b) is constant work; a generator argument is already counted as a comprehension loop.
      if (splitTopLevel(args).length !== 1 || /\bfor\b/.test(args) || /^\s*\d/.test(args)) continue;
      add("scan", m.index, open, args);
    }
    for (const m of text.matchAll(/([A-Za-z_][\w.]*)\s*\[[^\][]*:[^\][]*\]/g)) add("scan", m.index, -1, m[1] ?? "");
    for (const m of text.matchAll(/\.pop\s*\(\s*0\s*\)/g)) add("scan", m.index, -1, "");
  }
  // A scan inside another scan's parentheses (`max(nums[i:j])`) is one pass, not two nested ones.
  return items.filter(
    (item) => !items.some((o) => o !== item && o.kind === "scan" && o.bodyStart < item.anchor && item.anchor < o.end),
  );
}

/** Sort calls; group 1 is the receiver of a method-style sort (`nums.sort(`). */
const SORTS: Record<TLanguageKey, RegExp> = {
  python: /(?<![\w.])sorted\s*\(|(?:([A-Za-z_][\w.]*)\s*)?\.\s*sort\s*\(/g,
  javascript: /(?:([A-Za-z_$][\w$.]*)\s*)?\.\s*sort\s*\(/g,
  java: /\b(?:Arrays|Collections)\s*\.\s*sort\s*\(|(?:([A-Za-z_]\w*)\s*)?\.\s*sort\s*\(/g,
  csharp: /\bArray\s*\.\s*Sort\s*\(|(?:([A-Za-z_]\w*)\s*)?\.\s*(?:Sort|OrderBy(?:Descending)?)\s*\(/g,
  cpp: /\b(?:std::)?(?:stable_)?sort\s*\(/g,
  c: /\bqsort\s*\(/g,
};
const HEAP_OPS: Partial<Record<TLanguageKey, RegExp>> = {
  python: /\bheap(?:push|pop|pushpop|replace)\s*\(/g,
};

export function findSorts(text: string, language: TLanguageKey, ctx: LoopContext): CostItem[] {
  const none: Iterated = { constant: false, indexed: false };
  const items: CostItem[] = [];
  const push = (kind: "sort" | "heap", anchor: number, iterated: Iterated) =>
    items.push({
      kind,
      anchor,
      bodyStart: anchor,
      end: anchor + 1,
      factor: kind === "sort" ? "nlogn" : "log",
      iterated,
      isWhile: false,
    });
  for (const m of text.matchAll(SORTS[language])) {
    if (items.length >= MAX_COST_ITEMS) break;
    // What is sorted: the receiver (`nums.sort()`), or the first argument (`sorted(word)`, `sort(v.begin(), ...)`).
    const methodStyle = !/^(?:sorted|Arrays|Collections|Array|std|sort|stable_sort|qsort)\b/.test(m[0]);
    let target = m[1] ?? "";
    if (!methodStyle) {
      const open = m.index + m[0].length - 1;
      const close = Math.min(matchClose(text, open), open + 1 + MAX_CLAUSE_CHARS);
      target = (splitTopLevel(text.slice(open + 1, close))[0] ?? "").replace(/\s*(?:\.|->)\s*begin\s*\(\s*\)\s*$/, "");
    }
    push("sort", m.index, resolveIterated(target, ctx));
  }
  const heap = HEAP_OPS[language];
  const heapCalls = heap ? [...text.matchAll(heap)] : [];
  // Java/C#/C++ priority queues: operations on a variable declared with a priority-queue type.
  const queues = new Set(
    [...text.matchAll(/\b(?:PriorityQueue|priority_queue)\s*<[^;()]*?>\s*&?\s*(\w+)/g)].map((m) => m[1] ?? ""),
  );
  for (const name of [...queues].filter(Boolean).slice(0, 10)) {
    heapCalls.push(
      ...text.matchAll(new RegExp(`\\b${name}\\s*\\.\\s*(?:add|offer|poll|push|pop|Enqueue|Dequeue)\\s*\\(`, "g")),
    );
  }
  for (const m of heapCalls.slice(0, MAX_COST_ITEMS)) push("heap", m.index, none);
  return items;
}
