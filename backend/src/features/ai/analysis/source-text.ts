import type { TLanguageKey } from "@cp/contracts";

/**
 * Low-level helpers over learner source code. Analysis runs on a "stripped" copy where comments
 * are blanked and string literals are emptied, so a `for` inside a comment or a brace inside a
 * string never counts as code. Every offset (and newline) of the original is preserved, so a
 * position found in the stripped text points at the same place in the learner's code.
 */

type Syntax = { line: string; block: [string, string] | null; quotes: string[]; triple: boolean };

const C_LIKE: Syntax = { line: "//", block: ["/*", "*/"], quotes: ['"', "'"], triple: false };
const SYNTAX: Record<TLanguageKey, Syntax> = {
  python: { line: "#", block: null, quotes: ['"', "'"], triple: true },
  javascript: { ...C_LIKE, quotes: ['"', "'", "`"] },
  java: C_LIKE,
  csharp: C_LIKE,
  cpp: C_LIKE,
  c: C_LIKE,
};

/** Blanks comments and the insides of string/char literals with spaces, keeping newlines and quotes. */
export function stripCommentsAndStrings(code: string, language: TLanguageKey): string {
  const syntax = SYNTAX[language];
  let out = "";
  let i = 0;
  while (i < code.length) {
    if (code.startsWith(syntax.line, i)) {
      while (i < code.length && code[i] !== "\n") {
        out += " ";
        i++;
      }
      continue;
    }
    if (syntax.block && code.startsWith(syntax.block[0], i)) {
      const end = code.indexOf(syntax.block[1], i + syntax.block[0].length);
      const stop = end === -1 ? code.length : end + syntax.block[1].length;
      out += code.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
      continue;
    }
    const quote = syntax.quotes.find((q) => code[i] === q);
    if (quote) {
      const delimiter = syntax.triple && code.startsWith(quote.repeat(3), i) ? quote.repeat(3) : quote;
      let j = i + delimiter.length;
      while (j < code.length && !code.startsWith(delimiter, j)) {
        // A single-quoted literal never spans lines; stopping at the newline limits damage from a stray quote.
        if (delimiter.length === 1 && quote !== "`" && code[j] === "\n") break;
        j += code[j] === "\\" ? 2 : 1;
      }
      const stop = Math.min(code.length, j + (code.startsWith(delimiter, j) ? delimiter.length : 0));
      const inner = code.slice(i + 1, Math.max(i + 1, stop - 1)).replace(/[^\n]/g, " ");
      out += stop - i >= 2 ? `${quote}${inner}${quote}` : quote;
      i = stop;
      continue;
    }
    out += code[i];
    i++;
  }
  return out;
}

/**
 * Longest header, argument list or clause the analysis reads at once. Real headers are far
 * shorter; the cap keeps unbalanced or adversarial input from making each lookup scan the file.
 */
export const MAX_CLAUSE_CHARS = 300;

/** Most loops, scans and sorts analysed; real solutions have a few dozen, junk input may have thousands. */
export const MAX_COST_ITEMS = 300;

const PAIRS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const CLOSERS = new Set([")", "]", "}"]);

/**
 * Bracket structure of one text, computed in a single pass: `close[i]` is the partner of the
 * opening bracket at i (-1 when unbalanced) and `parent[i]` the innermost bracket still open
 * before i. The analysis asks about thousands of positions, so answering each from this table
 * keeps 64 KB of hostile input linear instead of quadratic. One entry is enough: one text is
 * analysed at a time.
 */
let cache: { text: string; close: Int32Array; parent: Int32Array } | undefined;

function bracketTable(text: string) {
  if (cache?.text === text) return cache;
  const close = new Int32Array(text.length).fill(-1);
  const parent = new Int32Array(text.length + 1).fill(-1);
  const stack: number[] = [];
  for (let i = 0; i < text.length; i++) {
    parent[i] = stack.at(-1) ?? -1;
    const ch = text[i] ?? "";
    if (ch in PAIRS) stack.push(i);
    else if (CLOSERS.has(ch)) {
      const top = stack.at(-1);
      if (top !== undefined && PAIRS[text[top] ?? ""] === ch) {
        close[top] = i;
        stack.pop();
      }
    }
  }
  parent[text.length] = stack.at(-1) ?? -1;
  cache = { text, close, parent };
  return cache;
}

/** Index of the bracket closing the one at `open`, or the text's end when unbalanced. */
export function matchClose(text: string, open: number): number {
  if (!((text[open] ?? "") in PAIRS)) return text.length;
  const partner = bracketTable(text).close[open] ?? -1;
  return partner === -1 ? text.length : partner;
}

/** First index at or after `from` that is not whitespace. */
export function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i] ?? "")) i++;
  return i;
}

/**
 * End (exclusive) of the C-like statement starting at `from`: a `{...}` block, or everything up to
 * the first `;` outside parentheses, or a block met first (`if (x) { ... }`).
 */
export function statementEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = skipSpace(text, from); i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth <= 0 && ch === "{") return matchClose(text, i) + 1;
    else if (depth <= 0 && ch === ";") return i + 1;
    else if (depth < 0 || (depth <= 0 && ch === "}")) return i;
  }
  return text.length;
}

/** Innermost bracket pair enclosing `index`, as [open, close]; undefined at top level. */
export function enclosingBracket(text: string, index: number): [number, number] | undefined {
  const open = bracketTable(text).parent[index] ?? -1;
  return open === -1 ? undefined : [open, matchClose(text, open)];
}

export type PythonLine = { start: number; indent: number; text: string };

/**
 * Python logical lines (continuation lines inside brackets are folded into the line that opened
 * them), with their indentation; blank lines are dropped.
 */
export function pythonLogicalLines(text: string): PythonLine[] {
  const lines: PythonLine[] = [];
  let depth = 0;
  let offset = 0;
  for (const raw of text.split("\n")) {
    if (depth === 0 && raw.trim() !== "") {
      const indent = (raw.match(/^[ \t]*/)?.[0] ?? "").replace(/\t/g, "    ").length;
      lines.push({ start: offset, indent, text: raw.trim() });
    } else if (depth > 0) {
      const last = lines.at(-1);
      if (last) last.text += ` ${raw.trim()}`;
    }
    for (const ch of raw) {
      if (ch === "(" || ch === "[" || ch === "{") depth++;
      else if ((ch === ")" || ch === "]" || ch === "}") && depth > 0) depth--;
    }
    offset += raw.length + 1;
  }
  return lines;
}

/** End offset of the indented block opened by `lines[index]` (a `for`, `while` or `def` line). */
export function pythonBlockEnd(lines: PythonLine[], index: number, textLength: number): number {
  const head = lines[index];
  if (!head) return textLength;
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line && line.indent <= head.indent) return line.start;
  }
  return textLength;
}

/**
 * Splits on a separator outside brackets. Angle brackets count as brackets only when asked
 * (parameter lists with generics), since in a `for` header `<` is a comparison.
 */
export function splitTopLevel(text: string, separator = ",", angles = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[" || ch === "{" || (angles && ch === "<")) depth++;
    else if (ch === ")" || ch === "]" || ch === "}" || (angles && ch === ">")) depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  if (current.trim() !== "") parts.push(current);
  return parts.map((p) => p.trim());
}
