import type { TLanguageKey } from "@cp/contracts";
import { buildLoopContext, type Iterated, isOffsetPair, type LoopContext, resolveIterated } from "./collections";
import { findScans, findSorts } from "./scans";
import {
  enclosingBracket,
  MAX_CLAUSE_CHARS,
  MAX_COST_ITEMS,
  matchClose,
  pythonBlockEnd,
  pythonLogicalLines,
  skipSpace,
  splitTopLevel,
  statementEnd,
} from "./source-text";

/** How much one pass of an item multiplies the work of what it encloses. */
export type Factor = "n" | "log" | "1" | "nlogn";

/**
 * Something in the code that costs time: a loop (its body is a span that can hold other items),
 * a hidden linear scan (`x in list.index(...)`, `arr.includes(x)`), a sort or a heap operation.
 */
export type CostItem = {
  kind: "loop" | "scan" | "sort" | "heap";
  /** Offset of the keyword or call; nesting is decided by which loop bodies contain it. */
  anchor: number;
  /** Where the repeated part starts: after a loop's header, or the call's opening parenthesis. */
  bodyStart: number;
  end: number;
  /** A comprehension's iterable, evaluated once although it sits inside the brackets. */
  once?: [number, number];
  /** Part of a `return` statement: runs once, whatever loop it sits in. */
  exitsLoop?: boolean;
  factor: Factor;
  iterated: Iterated;
  /** A `while` loop: its trip count is not visible in its header. */
  isWhile: boolean;
};

/**
 * A `while` that halves something each pass (binary search, `n //= 2`) costs log n, not n. Two
 * separate linear tests rather than one regex with `[\s\S]*`, which backtracks on large bodies.
 */
function halves(body: string): boolean {
  return (
    /(\/\/=|>>=|\/=)\s*2\b|>>=\s*1\b/.test(body) || (/\bmid\w*\b/.test(body) && /(\/\/|\/|>>)\s*[12]\b/.test(body))
  );
}

/** Finds the cost items of the (already stripped) source, in source order. */
export function findCostItems(text: string, language: TLanguageKey): CostItem[] {
  const ctx = buildLoopContext(text);
  const loops = language === "python" ? pythonLoops(text, ctx) : cLikeLoops(text, ctx);
  const items = [...loops, ...findScans(text, language, ctx), ...findSorts(text, language, ctx)];
  // The cap bounds the pairwise nesting checks on junk input.
  return items.sort((a, b) => a.anchor - b.anchor).slice(0, MAX_COST_ITEMS);
}

function loopItem(
  anchor: number,
  bodyStart: number,
  end: number,
  iterated: Iterated,
  isWhile: boolean,
  body: string,
): CostItem {
  const factor: Factor = iterated.constant ? "1" : isWhile && halves(body) ? "log" : "n";
  return { kind: "loop", anchor, bodyStart, end, factor, iterated, isWhile };
}

/** Whether `item` runs once per pass of `loop`. */
export function runsInside(item: CostItem, loop: CostItem): boolean {
  if (loop.kind !== "loop" || item.anchor < loop.bodyStart || item.anchor >= loop.end) return false;
  return !loop.once || item.anchor < loop.once[0] || item.anchor >= loop.once[1];
}

function pythonLoops(text: string, ctx: LoopContext): CostItem[] {
  const items: CostItem[] = [];
  const statementAnchors = new Set<number>();
  const lines = pythonLogicalLines(text);
  lines.forEach((line, index) => {
    if (items.length >= MAX_COST_ITEMS) return;
    const head = line.text.match(/^(?:async\s+)?(for|while)\b/);
    if (!head) return;
    const anchor = line.start + text.slice(line.start).search(/\b(for|while)\b/);
    statementAnchors.add(anchor);
    const end = pythonBlockEnd(lines, index, text.length);
    const bodyStart = anchor + untilColon(text.slice(anchor, Math.min(end, anchor + MAX_CLAUSE_CHARS))).length + 1;
    if (head[1] === "while") {
      items.push(
        loopItem(
          anchor,
          bodyStart,
          end,
          { constant: false, indexed: false },
          true,
          text.slice(anchor, Math.min(end, anchor + 4 * MAX_CLAUSE_CHARS)),
        ),
      );
      return;
    }
    const header = line.text.match(/^(?:async\s+)?for\s+(.+?)\s+in\s+(.*)$/);
    const source = header?.[2] ? untilColon(header[2]) : "";
    const iterated = resolveIterated(source, ctx);
    for (const v of (header?.[1] ?? "").split(/[\s,()]+/)) if (v) ctx.loopVars.set(v, iterated);
    items.push(loopItem(anchor, bodyStart, end, iterated, false, ""));
  });
  // Comprehensions and generator expressions: a `for` inside brackets spans those brackets.
  for (const m of text.matchAll(/\bfor\b/g)) {
    if (items.length >= MAX_COST_ITEMS) break;
    if (statementAnchors.has(m.index)) continue;
    const bracket = enclosingBracket(text, m.index);
    if (!bracket) continue;
    const clause = text
      .slice(m.index, Math.min(bracket[1], m.index + MAX_CLAUSE_CHARS))
      .match(/^(for\s+.+?\s+in\s+)(.+?)(?=\bfor\b|\bif\b|$)/s);
    const iterated = resolveIterated(clause?.[2] ?? "", ctx);
    const onceStart = m.index + (clause?.[1]?.length ?? 0);
    const item = loopItem(m.index, bracket[0], bracket[1] + 1, iterated, false, "");
    items.push({ ...item, once: [onceStart, onceStart + (clause?.[2]?.length ?? 0)] });
  }
  return items;
}

/** The `for` header's iterable ends at the first `:` outside brackets (`nums[1:]` keeps its colon). */
function untilColon(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "[" || ch === "(" || ch === "{") depth++;
    else if (ch === "]" || ch === ")" || ch === "}") depth--;
    else if (ch === ":" && depth === 0) return text.slice(0, i);
  }
  return text;
}

function cLikeLoops(text: string, ctx: LoopContext): CostItem[] {
  const items: CostItem[] = [];
  const trailingWhiles = new Set<number>();
  for (const m of text.matchAll(/(?<![\w.$])(for|foreach|while|do)\b/g)) {
    if (items.length >= MAX_COST_ITEMS) break;
    const anchor = m.index;
    if (m[1] === "do") {
      const open = skipSpace(text, anchor + 2);
      const bodyEnd = text[open] === "{" ? matchClose(text, open) + 1 : statementEnd(text, open);
      const tail = skipSpace(text, bodyEnd);
      if (text.startsWith("while", tail)) trailingWhiles.add(tail);
      const end = text.startsWith("while", tail) ? statementEnd(text, tail) : bodyEnd;
      items.push(
        loopItem(
          anchor,
          open,
          end,
          { constant: false, indexed: false },
          true,
          text.slice(anchor, Math.min(end, anchor + 4 * MAX_CLAUSE_CHARS)),
        ),
      );
      continue;
    }
    if (trailingWhiles.has(anchor)) continue;
    let open = skipSpace(text, anchor + (m[1]?.length ?? 0));
    if (text.startsWith("await", open)) open = skipSpace(text, open + 5);
    if (text[open] !== "(") continue;
    const close = matchClose(text, open);
    const header = text.slice(open + 1, Math.min(close, open + 1 + MAX_CLAUSE_CHARS));
    const end = statementEnd(text, close + 1);
    if (m[1] === "while") {
      items.push(
        loopItem(
          anchor,
          close + 1,
          end,
          { constant: false, indexed: false },
          true,
          text.slice(anchor, Math.min(end, anchor + 4 * MAX_CLAUSE_CHARS)),
        ),
      );
      continue;
    }
    const parts = splitTopLevel(header, ";");
    let iterated: Iterated;
    let loopVar: string | undefined;
    if (parts.length >= 2) {
      loopVar = parts[0]?.match(/(\w+)\s*=/)?.[1];
      const condition = parts[1] ?? "";
      const bound = condition
        .split(/<=|>=|!=|<|>/)
        .find((side) => !loopVar || !new RegExp(`\\b${loopVar}\\b`).test(side));
      const start = parts[0]?.match(/=\s*([^,=]+)$/)?.[1]?.trim() ?? "";
      iterated =
        bound && start && isOffsetPair(start, bound)
          ? { constant: true, indexed: false }
          : resolveIterated(bound ?? condition, ctx, true);
      // A descending loop (`i = n - 1; i >= 0`) is bounded by where it starts.
      if (iterated.constant && start && !/^[-\d\s]+$/.test(start) && !isOffsetPair(start, bound ?? "")) {
        iterated = resolveIterated(start, ctx, true);
      }
      // `i *= 2` or `i /= 2` in the update makes a counted loop logarithmic.
      if (/(\*=|\/=|>>=|<<=)\s*[12]\b/.test(parts[2] ?? "")) {
        items.push({ ...loopItem(anchor, close + 1, end, iterated, false, ""), factor: "log" });
        continue;
      }
    } else {
      const range = header.match(/^(.*?)(?:(?<!:):(?!:)|\bof\b|\bin\b)(.*)$/s);
      loopVar = range?.[1]?.match(/(\w+)\s*\]?\s*$/)?.[1];
      iterated = resolveIterated(range?.[2] ?? "", ctx);
    }
    if (loopVar) ctx.loopVars.set(loopVar, iterated);
    items.push(loopItem(anchor, close + 1, end, iterated, false, ""));
  }
  return items;
}
