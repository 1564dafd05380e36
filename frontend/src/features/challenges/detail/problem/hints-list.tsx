import { ChevronRight, Lightbulb, Lock } from "lucide-react";
import type { TSavedHint } from "../code-storage";
import { MarkdownView } from "./markdown-view";

export type THintsListProps = {
  /** The authored hints revealed with Get Hint so far, in order (the server keeps the others). */
  hints: string[];
  /** How many authored hints the challenge has. */
  hintCount: number;
  /** Hints written about the learner's code after the authored ones ran out. */
  coachHints: TSavedHint[];
  error: Error | null;
};

/**
 * The Hints tab: a ladder from a nudge to the approach. Get Hint reveals the next step (the server
 * hands them out one at a time); the steps not yet revealed show as locked, so the learner sees
 * how many remain without reading ahead.
 */
export function HintsList({ hints, hintCount, coachHints, error }: THintsListProps) {
  if (hintCount === 0 && coachHints.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground" data-testid="text-no-hints">
        No hints available for this challenge.
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      {error && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          Failed to get hint
        </p>
      )}
      <ol className="grid grid-cols-1 gap-2" data-testid="list-hints">
        {hints.map((hint, i) => (
          <HintItem key={hint} number={i + 1} text={hint} open />
        ))}
        {Array.from({ length: hintCount - hints.length }, (_, i) => hints.length + i + 1).map((number) => (
          <li
            key={`locked-${number}`}
            className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground"
            data-testid={`hint-locked-${number}`}
          >
            <Lock className="size-4" aria-hidden />
            Hint {number}
            <span className="ml-auto text-xs">{number === hints.length + 1 ? "Get Hint reveals it" : "Locked"}</span>
          </li>
        ))}
        {coachHints
          .map((hint, i) => ({ ...hint, number: hintCount + i + 1 }))
          .map((hint) => (
            <HintItem
              key={hint.number}
              number={hint.number}
              text={hint.text}
              open
              markdown
              note={hint.source === "ai" ? "AI hint about your code" : "Automated hint about your code"}
            />
          ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        Get Hint reveals the next hint, one at a time; once they are all shown it looks at your current code.
      </p>
    </div>
  );
}

type THintItemProps = {
  number: number;
  text: string;
  open: boolean;
  note?: string;
  /**
   * Hints about the learner's code are written in Markdown (bold labels, code spans). Authored
   * hints are plain prose that may hold a literal `*` or `_`, so they are shown as written.
   */
  markdown?: boolean;
};

function HintItem({ number, text, open, note, markdown = false }: THintItemProps) {
  return (
    <li data-testid={`hint-${number}`}>
      <details open={open} className="group rounded-lg border bg-card open:border-primary/40">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium select-none hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
            aria-hidden
          />
          <Lightbulb className="size-4 text-amber-500" aria-hidden />
          Hint {number}
          {note && <span className="ml-auto text-xs font-normal text-muted-foreground">{note}</span>}
        </summary>
        {markdown ? (
          <MarkdownView
            source={text}
            className="markdown-hint px-3 pt-0 pb-3 pl-9"
            data-testid={`text-hint-${number}`}
          />
        ) : (
          <p
            className="px-3 pt-0 pb-3 pl-9 text-sm leading-relaxed whitespace-pre-line text-muted-foreground"
            data-testid={`text-hint-${number}`}
          >
            {text}
          </p>
        )}
      </details>
    </li>
  );
}
