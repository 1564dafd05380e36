import type { TLanguageKey } from "@cp/contracts";
import type { CodeAnalysis } from "../analysis/code-analysis";
import { formatComplexity } from "../analysis/complexity";

/** How a memo table looks in each language, for advice the learner can type straight away. */
const MEMO_SYNTAX: Record<TLanguageKey, string> = {
  python: "`@lru_cache(maxsize=None)` on the function (or a dict keyed by its arguments)",
  javascript: "a `Map` keyed by the arguments (e.g. `memo.get(i + ',' + j)`)",
  java: "an array filled with -1 (or a `HashMap`) indexed by the arguments",
  csharp: "a `Dictionary<(int, int), int>` or an array filled with -1, indexed by the arguments",
  cpp: "a `vector<int>` filled with -1 (or an `unordered_map`) indexed by the arguments",
  c: "an array filled with -1 indexed by the arguments",
};

/**
 * Recursion that branches without a memo in a dynamic-programming challenge: the pattern memoization
 * exists to fix. Elsewhere (subsets, permutations) exponential recursion is often the point.
 */
export function isPlainExponentialRecursion(analysis: CodeAnalysis, topic: string): boolean {
  const { recursion, complexity } = analysis;
  return topic === "Dynamic Programming" && !!recursion && !recursion.memoized && complexity.exponential;
}

export function memoizationAdvice(analysis: CodeAnalysis, language: TLanguageKey): string {
  const name = analysis.recursion?.name ?? "the recursive function";
  return `\`${name}\` is plain recursion that solves the same subproblems over and over (exponential time). Memoize it with ${MEMO_SYNTAX[language]}, or fill a table bottom-up from the base cases (tabulation); either makes each state cost O(1) after the first time.`;
}

/** Nested loops over one array or string where a hash map (or a window of counts) is the usual fix. */
export function suggestsHashMap(analysis: CodeAnalysis, topic: string): boolean {
  return !!analysis.nestedSameCollection && (topic === "Arrays & Hash Tables" || topic === "Strings & Patterns");
}

export function hashMapAdvice(analysis: CodeAnalysis, topic: string): string {
  const name = analysis.nestedSameCollection ?? "the input";
  if (topic === "Strings & Patterns") {
    return `The nested loops over \`${name}\` re-examine the same characters for every start position, which is O(n^2). Keep a window with character counts in a hash map and slide it, so each character is added and removed once: O(n).`;
  }
  return `The nested loops over \`${name}\` compare every pair, which is O(n^2). Keep what you have seen in a hash map (value → index or count) and look up the partner you need in O(1): one pass, O(n).`;
}

/**
 * One concrete way to make the code better, judged only from its structure and the topic, or
 * undefined when nothing stands out. Ordered by how much each change saves.
 */
export function improvementIdea(analysis: CodeAnalysis, topic: string, language: TLanguageKey): string | undefined {
  if (isPlainExponentialRecursion(analysis, topic)) return memoizationAdvice(analysis, language);
  if (suggestsHashMap(analysis, topic)) {
    return hashMapAdvice(analysis, topic);
  }
  if (analysis.scanInLoop) {
    return "A search, slice or copy inside the loop (`indexOf`, `in` on a list, `s[i:j]`, `contains` on a list) costs O(n) on every pass; keep a hash set/map or work with indices instead.";
  }
  const c = analysis.complexity;
  if (topic === "Arrays & Hash Tables" && analysis.usesSort && !analysis.usesHash && c.n === 1 && c.log === 1) {
    return `Sorting makes this ${formatComplexity(c)}; if you only need membership, pairs or counts, a hash set or map does it in O(n).`;
  }
  if (topic === "Dynamic Programming" && analysis.recursion?.memoized && language === "python") {
    return "Memoized recursion in Python can hit the recursion limit on long inputs; the same recurrence filled bottom-up in a table (or two rolling rows) avoids that and saves memory.";
  }
  return undefined;
}
