import { useMemo } from "react";

/**
 * What the editor shows until Monaco has loaded: the same code at the same size, font and line
 * height, coloured like Monaco's themes by a small tokenizer (keywords, strings, comments,
 * numbers of the six languages). The pane never changes size when the editor replaces it.
 */
export function CodePlaceholder({
  value,
  language,
  fontSize = 14,
  onEdit,
}: {
  value: string;
  language: string;
  /** The editor's font size in px; lines are as tall as Monaco makes them (1.35 times it). */
  fontSize?: number;
  /** Set on a touch screen, where the editor starts when the learner taps (or presses a key on) the code. */
  onEdit?: () => void;
}) {
  const lines = useMemo(() => tokenize(value, language), [value, language]);
  const style = { fontSize, lineHeight: `${Math.round(fontSize * 1.35)}px` };
  const className =
    "relative h-full overflow-hidden bg-[#fffffe] pt-3 font-mono text-black dark:bg-[#1e1e1e] dark:text-[#d4d4d4]";
  if (onEdit) {
    return (
      <button
        type="button"
        aria-label="Edit code"
        data-testid="code-placeholder"
        style={style}
        // A button centres its content vertically; the code starts at the top, as in the editor.
        className={`${className} flex w-full cursor-text flex-col justify-start text-left outline-none focus-visible:ring-2 focus-visible:ring-ring`}
        onClick={onEdit}
      >
        <span className="absolute top-2 right-3 rounded-md bg-muted px-2 py-1 font-sans text-xs text-muted-foreground shadow-sm">
          Tap to edit
        </span>
        <CodeLines lines={lines} />
      </button>
    );
  }
  return (
    <div
      role="status"
      aria-label="Loading editor..."
      data-testid="code-placeholder"
      style={style}
      className={className}
    >
      <CodeLines lines={lines} />
    </div>
  );
}

function CodeLines({ lines }: { lines: ReturnType<typeof tokenize> }) {
  return (
    <>
      <pre aria-hidden className="m-0 font-[inherit]">
        {lines.map((tokens, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions
          <div key={i} className="flex">
            <span className="w-[68px] shrink-0 pr-[26px] text-right text-[#237893] select-none dark:text-[#9a9a9a]">
              {i + 1}
            </span>
            <code className="min-w-0 flex-1 font-[inherit] whitespace-pre-wrap break-words">
              {tokens.length === 0
                ? "\u200b"
                : tokens.map((token, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positions
                    <span key={j} className={TOKEN_CLASS[token.kind]}>
                      {token.text}
                    </span>
                  ))}
            </code>
          </div>
        ))}
      </pre>
    </>
  );
}

type TKind = "plain" | "keyword" | "string" | "comment" | "number";
type TToken = { kind: TKind; text: string };

/** Monaco's vs / vs-dark colours (the comment and number shades of our AA-adjusted themes). */
const TOKEN_CLASS: Record<TKind, string | undefined> = {
  plain: undefined,
  keyword: "text-[#0000ff] dark:text-[#569cd6]",
  string: "text-[#a31515] dark:text-[#ce9178]",
  comment: "text-[#007000] dark:text-[#8cb87a]",
  number: "text-[#077a50] dark:text-[#b5cea8]",
};

const C_FAMILY =
  "auto bool break case catch char class const continue default delete do double else enum extern false final float for if int long namespace new nullptr private protected public return short signed sizeof static struct switch template this throw true try typedef typename unsigned using var virtual void while";
const KEYWORDS: Record<string, Set<string>> = {
  c: new Set(C_FAMILY.split(" ")),
  cpp: new Set(`${C_FAMILY} vector string map set unordered_map unordered_set pair`.split(" ")),
  java: new Set(`${C_FAMILY} boolean extends implements import interface null package String`.split(" ")),
  csharp: new Set(`${C_FAMILY} bool foreach in is null out override ref string`.split(" ")),
  javascript: new Set(
    "async await break case catch class const continue default delete do else export extends false finally for function if import in instanceof let new null of return switch this throw true try typeof undefined var void while yield".split(
      " ",
    ),
  ),
  python: new Set(
    "and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return self True try while with yield".split(
      " ",
    ),
  ),
};

/** Splits code into lines of coloured tokens. Approximate by design: Monaco replaces it. */
function tokenize(code: string, language: string): TToken[][] {
  const keywords = KEYWORDS[language] ?? KEYWORDS.javascript ?? new Set<string>();
  const pattern = new RegExp(
    [
      language === "python" ? "(#.*)" : "(//.*|/\\*.*?(?:\\*/|$))",
      "(\"(?:[^\"\\\\]|\\\\.)*\"?|'(?:[^'\\\\]|\\\\.)*'?|`(?:[^`\\\\]|\\\\.)*`?)",
      "(\\b\\d[\\d_]*(?:\\.\\d+)?\\b)",
      "([A-Za-z_$][\\w$]*)",
    ].join("|"),
    "g",
  );
  return code.split("\n").map((line) => {
    const tokens: TToken[] = [];
    let last = 0;
    for (const match of line.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (index > last) tokens.push({ kind: "plain", text: line.slice(last, index) });
      const [text, comment, string, number, word] = match;
      const kind: TKind = comment
        ? "comment"
        : string
          ? "string"
          : number
            ? "number"
            : word && keywords.has(word)
              ? "keyword"
              : "plain";
      tokens.push({ kind, text });
      last = index + text.length;
    }
    if (last < line.length) tokens.push({ kind: "plain", text: line.slice(last) });
    return tokens;
  });
}
