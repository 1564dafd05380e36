/**
 * A tiny JavaScript highlighter for the static editor preview: the real editor (Monaco) is far
 * too heavy for the home page, and this snippet only needs keywords, strings, numbers, comments
 * and calls told apart.
 */
export type TTokenKind = "keyword" | "string" | "number" | "comment" | "function" | "plain";
export type TToken = { kind: TTokenKind; text: string };

const KEYWORDS = new Set([
  "function",
  "const",
  "let",
  "var",
  "for",
  "while",
  "if",
  "else",
  "return",
  "new",
  "of",
  "in",
  "true",
  "false",
  "null",
]);

const TOKEN =
  /(\/\/.*$)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

export function highlightLine(line: string): TToken[] {
  const tokens: TToken[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "plain", text: line.slice(last, index) });
    const [text, comment, string, number, word] = match;
    let kind: TTokenKind = "plain";
    if (comment) kind = "comment";
    else if (string) kind = "string";
    else if (number) kind = "number";
    else if (word && KEYWORDS.has(word)) kind = "keyword";
    else if (word && line[index + word.length] === "(") kind = "function";
    tokens.push({ kind, text });
    last = index + text.length;
  }
  if (last < line.length) tokens.push({ kind: "plain", text: line.slice(last) });
  return tokens;
}
