import type { TSignature } from "@cp/contracts";
import type { Recursion } from "./functions";
import { type CostItem, runsInside } from "./loops";

/** Big-O as total powers of the input size and of log, or exponential; `label` is the rendered inside of O(...). */
export type Complexity = { n: number; log: number; exponential: boolean; label: string };

export type ChainEstimate = {
  complexity: Complexity;
  /** The items that make up the most expensive nesting, outermost first. */
  chain: CostItem[];
  /** A `while` nested with another loop was counted as amortized (pointer moving forward only). */
  amortizedWhile: boolean;
  /** Items in the chain before amortization: on equal cost the deeper chain explains more. */
  depth: number;
};

const LETTERS = ["n", "m", "k", "p"];

/**
 * Estimates one nesting chain. A `while` nested with a counted loop is assumed amortized (two
 * pointers, sliding windows, BFS levels, stacks): its pointer or worklist only moves forward, so
 * across all passes of the outer loop it runs O(n) times in total.
 */
function estimateChain(chain: CostItem[], topic: string): ChainEstimate {
  const linearWhiles = chain.filter((i) => i.kind === "loop" && i.isWhile && i.factor === "n");
  const hasCountedLoop = chain.some((i) => i.kind === "loop" && !i.isWhile && i.factor === "n");
  const kept = new Set(hasCountedLoop ? [] : linearWhiles.slice(0, 1));
  const whiles = new Set(linearWhiles);
  const counted = chain.filter((i) => !whiles.has(i) || kept.has(i));

  // Each distinct collection gets its own letter: nested loops over nums give n^2, words then their letters n·m.
  const letterOf = new Map<string, string>();
  const powers = new Map<string, number>();
  const logs = new Map<string, number>();
  let named = 0;
  const letterFor = (item: CostItem) => {
    const key = item.iterated.name ? `${item.iterated.indexed ? "elem:" : ""}${item.iterated.name}` : undefined;
    if (!key) return "n";
    if (!letterOf.has(key)) letterOf.set(key, LETTERS[Math.min(named++, LETTERS.length - 1)] ?? "n");
    return letterOf.get(key) ?? "n";
  };
  let n = 0;
  let log = 0;
  for (const item of counted) {
    if (item.factor === "n" || item.factor === "nlogn") {
      const letter = letterFor(item);
      powers.set(letter, (powers.get(letter) ?? 0) + 1);
      n++;
      if (item.factor === "nlogn") {
        logs.set(letter, (logs.get(letter) ?? 0) + 1);
        log++;
      }
    } else if (item.factor === "log") {
      logs.set("n", (logs.get("n") ?? 0) + 1);
      log++;
    }
  }
  let label = renderTerms(powers, logs);
  // Loops over adjacency lists visit every edge once overall, however they nest.
  if (topic === "Graphs & Traversal" && counted.some((i) => i.kind === "loop" && i.iterated.indexed)) {
    label = chain.some((i) => i.kind === "heap") ? "E log V" : "V + E";
  }
  return {
    complexity: { n, log, exponential: false, label },
    chain: counted,
    amortizedWhile: linearWhiles.length > kept.size,
    depth: chain.length,
  };
}

function renderTerms(powers: Map<string, number>, logs: Map<string, number>): string {
  const order = LETTERS.filter((l) => powers.has(l) || logs.has(l));
  const product = order
    .filter((l) => powers.has(l))
    .map((l) => ((powers.get(l) ?? 0) > 1 ? `${l}^${powers.get(l)}` : l))
    .join("·");
  const logPart = order
    .filter((l) => logs.has(l))
    .map((l) => ((logs.get(l) ?? 0) > 1 ? `log^${logs.get(l)} ${l}` : `log ${l}`))
    .join(" ");
  return [product, logPart].filter(Boolean).join(" ") || "1";
}

/** The most expensive nesting chain among all items. */
export function worstChain(items: CostItem[], topic: string): ChainEstimate {
  const loops = items.filter((i) => i.kind === "loop");
  let worst = estimateChain([], topic);
  for (const item of items) {
    // A search in a `return` runs once even inside a loop, since the loop ends there.
    const outer = item.exitsLoop ? [] : loops.filter((l) => l !== item && runsInside(item, l));
    const estimate = estimateChain([...outer, item], topic);
    const order = compareComplexity(estimate.complexity, worst.complexity);
    if (order > 0 || (order === 0 && estimate.depth > worst.depth)) worst = estimate;
  }
  return worst;
}

export function compareComplexity(a: Complexity, b: Complexity): number {
  if (a.exponential !== b.exponential) return a.exponential ? 1 : -1;
  return a.n - b.n || a.log - b.log;
}

/** Renders "O(n^2)", "O(n log n)", "O(2^n)", "O(n·m)", "O(V + E)". */
export function formatComplexity(c: Complexity): string {
  return c.exponential ? "O(2^n)" : `O(${c.label})`;
}

/** Plain words for what the estimate rests on. */
export function describeChain(estimate: ChainEstimate, sameCollection: string | undefined): string {
  const { chain } = estimate;
  const loops = chain.filter((i) => i.kind === "loop" && i.factor !== "1");
  const parts: string[] = [];
  if (loops.length === 1)
    parts.push(loops[0]?.factor === "log" ? "a loop that halves the range each pass" : "a single pass");
  if (loops.length >= 2) {
    const count = ["", "", "two", "three", "four"][loops.length] ?? String(loops.length);
    parts.push(sameCollection ? `${count} nested loops over \`${sameCollection}\`` : `${count} nested loops`);
  }
  if (chain.some((i) => i.kind === "scan"))
    parts.push(loops.length > 0 ? "a linear search, slice or copy inside the loop" : "a linear pass");
  if (chain.some((i) => i.kind === "sort")) parts.push(loops.length > 0 ? "a sort inside the loop" : "a sort");
  if (chain.some((i) => i.kind === "heap")) parts.push("heap operations");
  const text = parts.join(" plus ") || "no loops over the input";
  return estimate.amortizedWhile
    ? `${text}; the \`while\` nested with it is counted as amortized, assuming each element or pointer position is handled once overall`
    : text;
}

/** Complexity implied by the recursive function, or undefined when it adds nothing. */
export function estimateRecursion(
  text: string,
  recursion: Recursion & { memoized: boolean },
  items: CostItem[],
  signature: TSignature,
  topic: string,
): { complexity: Complexity; reason: string } {
  const { def, name } = recursion;
  const inBody = items.filter(
    (l) => l.kind === "loop" && l.factor === "n" && l.anchor >= def.bodyStart && l.anchor < def.bodyEnd,
  );
  const bodyDepth = inBody.reduce(
    (max, l) => Math.max(max, 1 + inBody.filter((o) => o !== l && runsInside(l, o)).length),
    0,
  );
  const call = new RegExp(`\\b${name}\\s*\\(`);
  const callInLoop = inBody.some((l) => call.test(text.slice(l.bodyStart, l.end)));
  const poly = (power: number, label?: string): Complexity => ({
    n: power,
    log: 0,
    exponential: false,
    label: label ?? (power === 0 ? "1" : power === 1 ? "n" : `n^${power}`),
  });
  if (recursion.walksStructure && !callInLoop) {
    return topic === "Graphs & Traversal"
      ? { complexity: poly(1, "V + E"), reason: "a depth-first walk that visits each node and edge once" }
      : { complexity: poly(1 + bodyDepth), reason: "a recursive walk that visits each node once" };
  }
  if (recursion.memoized) {
    const power = Math.max(1, recursion.stateParams + bodyDepth);
    const containers = signature.params.filter((p) => !["int", "long", "double", "bool"].includes(p.type));
    const twoInputs = power === 2 && recursion.stateParams === 2 && containers.length >= 2;
    const per = bodyDepth > 0 ? " with a loop per state" : "";
    return {
      complexity: poly(power, twoInputs ? "n·m" : undefined),
      reason: `each memoized state of \`${name}\` is computed once${per}`,
    };
  }
  if (recursion.selfCalls >= 2 || callInLoop) {
    const how = callInLoop ? "calls itself inside a loop" : `calls itself ${recursion.selfCalls} times per call`;
    return {
      complexity: { n: 0, log: 0, exponential: true, label: "2^n" },
      reason: `\`${name}\` ${how} without memoization, so the number of calls grows exponentially`,
    };
  }
  return { complexity: poly(1 + bodyDepth), reason: `\`${name}\` recurses once per step` };
}
